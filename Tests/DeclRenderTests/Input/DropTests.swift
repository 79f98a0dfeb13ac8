import Decl
import Foundation
import Testing

@testable import DeclRender

private struct DropWell: View {
  @State private var dropped = "nothing"
  @State private var isTargeted = false

  var body: some View {
    Text("Dropped: \(dropped)")
      .onDrop(of: [.fileURL, .plainText], isTargeted: $isTargeted) { providers in
        var names: [String] = []
        for provider in providers {
          if provider.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier) {
            provider.loadObject(ofClass: URL.self) { url, _ in
              if let url { names.append(url.lastPathComponent) }
            }
          } else {
            provider.loadObject(ofClass: String.self) { text, _ in
              if let text { names.append("text " + text) }
            }
          }
        }
        dropped = names.joined(separator: ",")
        return true
      }
  }
}

private struct Delegate: DropDelegate {
  let log: Binding<String>

  func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.plainText]) }
  func dropEntered(info: DropInfo) { log.wrappedValue += "entered " }
  func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .copy) }
  func performDrop(info: DropInfo) -> Bool {
    log.wrappedValue += "performed \(info.itemProviders(for: [.plainText]).count) "
    return true
  }
  func dropExited(info: DropInfo) { log.wrappedValue += "exited" }
}

private struct DelegateWell: View {
  @State private var log = ""

  var body: some View {
    Text("Log: \(log)").onDrop(of: [.plainText], delegate: Delegate(log: $log))
  }
}

@MainActor
@Suite struct DropTests {
  @Test func aPastedPathDropsTheFile() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("decl drop \(UUID().uuidString).txt")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let host = TestHost(width: 80, height: 3) { DropWell() }
    // Terminals paste a dropped file's path quoted or with its spaces escaped.
    host.paste("'\(file.path)'")
    #expect(host.screen.contains("Dropped: \(file.lastPathComponent)"))
  }

  @Test func pastedTextDropsAsText() {
    let host = TestHost(width: 40, height: 3) { DropWell() }
    host.paste("hello")
    #expect(host.screen.contains("Dropped: text hello"))
  }

  @Test func aDelegateSeesTheDropInOrder() {
    let host = TestHost(width: 60, height: 3) { DelegateWell() }
    host.paste("note")
    #expect(host.screen.contains("Log: entered performed 1 exited"))
  }

  @Test func itemsOfOtherTypesAreNotDropped() {
    let provider = NSItemProvider(object: "x")
    let info = DropInfo(location: .zero, providers: [provider])
    #expect(info.hasItemsConforming(to: [.plainText]))
    #expect(!info.hasItemsConforming(to: [.image]))
  }
}
