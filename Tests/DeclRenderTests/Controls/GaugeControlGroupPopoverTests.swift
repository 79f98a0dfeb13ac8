import Decl
import Foundation
import Testing

@testable import DeclRender

/// `Gauge`, `ControlGroup` and `popover`.
@MainActor
@Suite struct GaugeControlGroupPopoverTests {
  @Test func aGaugeShowsItsLabelBarBoundsAndCurrentValue() {
    let host = TestHost(width: 16, height: 3) {
      Gauge(value: 5.0, in: 0...10) {
        Text("Fuel")
      } currentValueLabel: {
        Text("half")
      } minimumValueLabel: {
        Text("E")
      } maximumValueLabel: {
        Text("F")
      }
    }
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("Fuel"))
    #expect(lines[1].hasPrefix("E "))
    #expect(lines[1].trimmingCharacters(in: .whitespaces).hasSuffix(" F"))
    let filled = lines[1].filter { $0 == "█" }.count
    let empty = lines[1].filter { $0 == "░" }.count
    #expect(filled > 0 && abs(filled - empty) <= 1)
    #expect(lines[2].hasPrefix("half"))
  }

  @Test func aGaugeOutsideItsRangeOrWithAnEmptyRangeStaysInTheBar() {
    let host = TestHost(width: 12, height: 4) {
      VStack(alignment: .leading, spacing: 0) {
        Gauge(value: 20.0, in: 0...10) { Text("Over") }
        Gauge(value: 1.0, in: 1...1) { Text("Empty") }
      }
    }
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("Over") && lines[2].hasPrefix("Empty"))
    #expect(lines[1].contains("█") && !lines[1].contains("░"))
    #expect(lines[3].contains("░") && !lines[3].contains("█"))
  }

  @Test func aControlGroupPutsItsButtonsInARow() {
    let host = TestHost(width: 20, height: 1) {
      ControlGroup {
        Button("Less") {}
        Button("More") {}
      }
    }
    #expect(host.position(of: "Less")?.y == host.position(of: "More")?.y)
    host.send(.tab)
    #expect(host.style(at: "Less")?.attributes.contains(.inverse) == true)
  }

  private struct Pop: View {
    @State private var isShowing = false
    var body: some View {
      Button("Info") { isShowing = true }
        .popover(isPresented: $isShowing, arrowEdge: .bottom) { Text("Details here") }
    }
  }

  @Test func aPopoverIsPresentedAsASheetAndEscapeDismissesIt() {
    let host = TestHost(width: 30, height: 8) { Pop() }
    #expect(host.tap("Info"))
    #expect(host.screen.contains("Details here"))
    host.send(.escape)
    #expect(!host.screen.contains("Details here"))
  }
}
