import Decl
import Testing

@testable import DeclRender

@MainActor
@Suite struct GroupBoxTests {
  @Test func theLabelSitsInTheTopBorderInBold() {
    let host = TestHost(width: 20, height: 4) {
      GroupBox("Account") {
        Text("Signed in")
        Text("as Ann")
      }
    }
    #expect(
      host.lines == [
        "┌ Account ──┐",
        "│ Signed in │",
        "│ as Ann    │",
        "└───────────┘",
      ])
    #expect(host.style(at: "Account")?.attributes.contains(.bold) == true)
    #expect(host.style(at: "┌")?.foreground == cellColor(.systemGray2))
  }

  @Test func aLabelWiderThanTheContentWidensTheBox() {
    let host = TestHost(width: 20, height: 3) {
      GroupBox("Notifications") { Text("On") }
    }
    #expect(host.lines == ["┌ Notifications ┐", "│ On            │", "└───────────────┘"])
  }

  /// A custom style replaces the border: here the label, a colon, then the content, in a row;
  /// the default style comes back with `.automatic` inside.
  @Test func aCustomStyleDrawsTheBoxItsWay() {
    struct InlineStyle: GroupBoxStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
          configuration.label.italic()
          Text(": ")
          configuration.content
        }
      }
    }
    let host = TestHost(width: 20, height: 4) {
      VStack(alignment: .leading, spacing: 0) {
        GroupBox("Mode") { Text("dark") }
        GroupBox("On") { Text("x") }.groupBoxStyle(.automatic)
      }
      .groupBoxStyle(InlineStyle())
    }
    #expect(host.lines == ["Mode: dark", "┌ On ┐", "│ x  │", "└────┘"])
    #expect(host.style(at: "Mode")?.attributes.contains(.italic) == true)
  }

  @Test func withoutALabelItIsAPlainBox() {
    let host = TestHost(width: 10, height: 3) { GroupBox { Text("Hi") } }
    #expect(host.lines == ["┌────┐", "│ Hi │", "└────┘"])
  }

  @Test func aViewLabelAndControlsInside() {
    struct Box: View {
      @State var on = false
      var body: some View {
        GroupBox {
          Toggle("Sync", isOn: $on)
        } label: {
          Label("Cloud", systemImage: "cloud")
        }
        .frame(width: 160)
      }
    }
    let host = TestHost(width: 20, height: 3) { Box() }
    #expect(host.rows[1] == "│ Sync         ○── │")
    #expect(host.rows[0].hasPrefix("┌ ") && host.rows[0].contains("Cloud"))
    #expect(host.tap("Sync"))
    #expect(host.rows[1] == "│ Sync         ━━● │")
  }
}

/// A style like the corpus's: the label over the content, without a border.
private struct PlainGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      configuration.label.font(Font.bold(.body)())
      configuration.content
    }
  }
}

/// A style with state of its own, which the box's node keeps.
private struct CollapsibleGroupBoxStyle: GroupBoxStyle {
  @State private var isCollapsed = false
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Button(isCollapsed ? "▸" : "▾") { isCollapsed.toggle() }
      if !isCollapsed { configuration.content }
    }
  }
}

@MainActor
@Suite struct GroupBoxStyleTests {
  @Test func aCustomStyleDrawsTheLabelAndContent() {
    let host = TestHost(width: 20, height: 2) {
      GroupBox("Account") { Text("Signed in") }.groupBoxStyle(PlainGroupBoxStyle())
    }
    #expect(host.lines == ["Account", "Signed in"])
    #expect(host.style(at: "Account")?.attributes.contains(.bold) == true)
  }

  @Test func theAutomaticStyleIsTheBox() {
    let host = TestHost(width: 20, height: 3) {
      VStack { GroupBox("A") { Text("b") }.groupBoxStyle(.automatic) }
        .groupBoxStyle(PlainGroupBoxStyle())
    }
    #expect(host.lines == ["┌ A ┐", "│ b │", "└───┘"])
  }

  @Test func aStyleKeepsItsState() {
    let host = TestHost(width: 20, height: 3) {
      GroupBox { Text("inside") }.groupBoxStyle(CollapsibleGroupBoxStyle())
    }
    #expect(host.screen.contains("inside"))
    host.tap("▾")
    #expect(!host.screen.contains("inside"))
  }
}
