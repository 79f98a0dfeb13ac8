import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// The style protocols of labeled content, gauges, disclosure groups and control groups: the
/// built-in styles draw the standard looks, and a custom style's `makeBody` is what shows.
@MainActor
@Suite struct ContainerStyleTests {
  struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        configuration.label.bold()
        configuration.content
      }
    }
  }

  /// Decorates the standard look: `LabeledContent(configuration)` draws in the style around.
  struct ArrowStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack(spacing: 0) {
        Text("→ ")
        LabeledContent(configuration)
      }
    }
  }

  @Test func aLabeledContentStyleDrawsTheLabelAndContentItsWay() {
    let standard = TestHost(width: 30, height: 2) { LabeledContent("Pages", value: "476") }
    #expect(standard.lines[0].hasPrefix("Pages"))
    #expect(standard.lines[0].hasSuffix("476"))
    let stacked = TestHost(width: 30, height: 3) {
      LabeledContent("Pages", value: "476").labeledContentStyle(StackedStyle())
    }
    #expect(stacked.lines[0] == "Pages")
    #expect(stacked.lines[1] == "476")
    #expect(stacked.style(at: "Pages")?.attributes.contains(.bold) == true)
    let decorated = TestHost(width: 30, height: 2) {
      LabeledContent("Pages", value: "476").labeledContentStyle(ArrowStyle())
    }
    #expect(decorated.lines[0].hasPrefix("→ Pages"))
    #expect(decorated.lines[0].hasSuffix("476"))
  }

  struct PercentStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Text("\(Int(configuration.value * 100))%")
      }
    }
  }

  @Test func gaugeStylesDrawTheValueTheirWay() {
    func gauge() -> some View {
      Gauge(value: 30, in: 0...40) {
        Text("Disk")
      } currentValueLabel: {
        Text("30 GB")
      }
    }
    let custom = TestHost(width: 30, height: 2) { gauge().gaugeStyle(PercentStyle()) }
    #expect(custom.lines[0] == "Disk 75%")
    let circular = TestHost(width: 30, height: 2) { gauge().gaugeStyle(.accessoryCircular) }
    #expect(circular.lines[0] == "◕ 30 GB")
    let linear = TestHost(width: 9, height: 2) { gauge().gaugeStyle(.accessoryLinear) }
    #expect(linear.lines[0] == "──────●──")
    let standard = TestHost(width: 20, height: 4) { gauge().gaugeStyle(.linearCapacity) }
    #expect(standard.lines[0] == "Disk")
    #expect(standard.lines[2] == "30 GB")
  }

  struct BracketStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        Button(configuration.isExpanded ? "[-]" : "[+]") { configuration.isExpanded.toggle() }
        if configuration.isExpanded { configuration.content }
      }
    }
  }

  @Test func aDisclosureGroupStyleTogglesThroughItsBinding() {
    let host = TestHost(width: 20, height: 3) {
      DisclosureGroup("More") { Text("Details") }.disclosureGroupStyle(BracketStyle())
    }
    #expect(host.screen.contains("[+]"))
    #expect(!host.screen.contains("Details"))
    host.tap("[+]")
    #expect(host.lines[0] == "[-]")
    #expect(host.lines[1] == "Details")
    let standard = TestHost(width: 20, height: 3) {
      DisclosureGroup("More") { Text("Details") }.disclosureGroupStyle(.automatic)
    }
    #expect(standard.screen.contains("More"))
    #expect(!standard.screen.contains("[+]"))
  }

  @Test func aMenuControlGroupStyleGathersTheControlsInAMenu() {
    let row = TestHost(width: 30, height: 2) {
      ControlGroup {
        Button("Less") {}
        Button("More") {}
      }
    }
    #expect(row.screen.contains("Less"))
    #expect(row.screen.contains("More"))
    let menu = TestHost(width: 30, height: 2) {
      ControlGroup {
        Button("Less") {}
        Button("More") {}
      }
      .controlGroupStyle(.menu)
    }
    #expect(!menu.screen.contains("Less"))
    #expect(menu.screen.contains("⌄"))
  }
}
