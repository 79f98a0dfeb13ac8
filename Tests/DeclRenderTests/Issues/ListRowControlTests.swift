import Decl
import Foundation
import Testing

@testable import DeclRender

private struct Item: Identifiable {
  let id: Int
  var name: String
  var done = false
}

private struct Links: View {
  @State private var items = [Item(id: 1, name: "Alpha"), Item(id: 2, name: "Beta")]
  var body: some View {
    NavigationStack {
      List {
        ForEach(items) { item in
          NavigationLink(item.name) { Text("Detail \(item.name)") }
        }
        .onDelete { items.remove(atOffsets: $0) }
      }
    }
  }
}

private struct LinksWithToggles: View {
  @State private var items = [Item(id: 1, name: "Alpha"), Item(id: 2, name: "Beta")]
  var body: some View {
    NavigationStack {
      List {
        ForEach($items) { $item in
          HStack {
            NavigationLink(item.name) { Text("Detail \(item.name)") }
            Toggle("Done", isOn: $item.done).labelsHidden()
          }
        }
        .onDelete { items.remove(atOffsets: $0) }
      }
    }
  }
}

@MainActor
@Suite struct ListRowControlTests {
  @Test func aLinkRowInADeletableListLooksLikeALinkRow() {
    let host = TestHost(width: 30, height: 6) { Links() }
    let alpha = host.screen.split(separator: "\n").first { $0.contains("Alpha") }!
    #expect(alpha.contains("›"))
    // The row reads as content: the label is not in the accent colour.
    let x = host.frame(ofText: "Alpha")!.minX
    #expect(host.canvas[x: x, y: host.frame(ofText: "Alpha")!.minY].style.foreground == .default)
  }

  @Test func aLinkRowIsOneFocusStopThatPushesAndDeletes() {
    let host = TestHost(width: 30, height: 6) { Links() }
    host.send(.tab)
    host.send(.tab)
    // Two stops reach the second row: Enter pushes its destination.
    host.send(.enter)
    #expect(host.screen.contains("Detail Beta"))
    host.send(.escape)
    #expect(host.screen.contains("Alpha"))
    // Back on the second row, Delete deletes it.
    host.send(.delete)
    #expect(!host.screen.contains("Beta"))
    #expect(host.screen.contains("Alpha"))
  }

  @Test func aRowWithControlsHasAStopPerControlAndDeletesFromEither() {
    let host = TestHost(width: 30, height: 6) { LinksWithToggles() }
    host.send(.tab)
    host.send(.tab)
    // The second stop is the first row's toggle.
    host.send(.char(" "))
    #expect(host.screen.split(separator: "\n").first { $0.contains("Alpha") }!.contains("━━●"))
    host.send(.backspace)
    #expect(!host.screen.contains("Alpha"))
    #expect(host.screen.contains("Beta"))
  }
}
