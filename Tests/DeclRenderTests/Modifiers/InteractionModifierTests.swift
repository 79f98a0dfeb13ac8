import Decl
import Foundation
import Testing

@testable import DeclRender

@MainActor
private final class Log {
  var entries: [String] = []
}

/// `allowsHitTesting`, `scrollDisabled`, `redacted` and `interactiveDismissDisabled`.
@MainActor
@Suite struct InteractionModifierTests {
  private struct Overlaid: View {
    var log: Log
    var passesThrough: Bool
    var body: some View {
      Button("Behind") { log.entries.append("behind") }
        .overlay {
          Color.clear.onTapGesture { log.entries.append("overlay") }
            .allowsHitTesting(!passesThrough)
        }
    }
  }

  @Test func clicksPassThroughAViewThatDoesNotAllowHitTesting() {
    let log = Log()
    let host = TestHost(width: 20, height: 1) { Overlaid(log: log, passesThrough: true) }
    let behind = host.position(of: "Behind")!
    host.click(x: behind.x, y: behind.y)
    #expect(log.entries == ["behind"])
    let blocked = TestHost(width: 20, height: 1) { Overlaid(log: log, passesThrough: false) }
    blocked.click(x: behind.x, y: behind.y)
    #expect(log.entries == ["behind", "overlay"])
  }

  private struct Lines: View {
    var disabled: Bool
    var body: some View {
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(0..<20) { Text("line \($0)") }
        }
      }
      .scrollDisabled(disabled)
    }
  }

  @Test func aScrollDisabledScrollViewIgnoresTheWheelAndPageDown() {
    let host = TestHost(width: 10, height: 4) { Lines(disabled: true) }
    host.scroll(x: 1, y: 1, rows: 5)
    host.send(.pageDown)
    #expect(host.screen.hasPrefix("line 0"))
    let enabled = TestHost(width: 10, height: 4) { Lines(disabled: false) }
    enabled.scroll(x: 1, y: 1, rows: 5)
    #expect(enabled.screen.hasPrefix("line 5"))
  }

  @Test func placeholderRedactionDrawsTextAsBlocksOfItsWidth() {
    let host = TestHost(width: 20, height: 2) {
      VStack(alignment: .leading) {
        Text("Hi there")
        Text("Kept").unredacted()
      }
      .redacted(reason: .placeholder)
    }
    let lines = host.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.first == "▒▒ ▒▒▒▒▒")
    #expect(lines.dropFirst().first == "Kept")
  }

  @Test func anEmptyRedactionDrawsTextAsItIs() {
    let host = TestHost(width: 20, height: 1) { Text("Plain").redacted(reason: []) }
    #expect(host.screen.contains("Plain"))
    #expect(!host.screen.contains("▒"))
  }

  private struct Sheet: View {
    var keepsSheet: Bool
    @State private var isShowing = true
    var body: some View {
      Text(isShowing ? "showing" : "dismissed")
        .sheet(isPresented: $isShowing) {
          Text("In the sheet").interactiveDismissDisabled(keepsSheet)
        }
    }
  }

  @Test func escapeDoesNotDismissASheetWithInteractiveDismissDisabled() {
    let host = TestHost(width: 30, height: 8) { Sheet(keepsSheet: true) }
    #expect(host.screen.contains("In the sheet"))
    host.send(.escape)
    #expect(host.screen.contains("In the sheet"))
    let free = TestHost(width: 30, height: 8) { Sheet(keepsSheet: false) }
    free.send(.escape)
    #expect(!free.screen.contains("In the sheet"))
    #expect(free.screen.contains("dismissed"))
  }
}
