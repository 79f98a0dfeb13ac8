import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// Disclosure groups, outline groups and collapsible sections: a collapsed group hides its
/// content until its label is activated by key, click or `tap`.
@MainActor
@Suite struct DisclosureTests {
  private struct FAQ: View {
    @State private var showsAnswer = false

    var body: some View {
      VStack(alignment: .leading) {
        DisclosureGroup("Is there stock?", isExpanded: $showsAnswer) {
          Text("No.")
          Button("Ask again") {}
        }
        DisclosureGroup("Own state") { Text("Inside") }
        Text(showsAnswer ? "open" : "closed")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func aCollapsedGroupHidesItsContentUntilItsLabelIsActivated() {
    let host = TestHost(width: 30, height: 8) { FAQ() }
    assertSnapshot(host, named: "collapsed", suite: "disclosure-groups")
    // iOS: a full-width row, the label at the leading edge and the chevron at the trailing
    // edge in the tint colour, pointing right while collapsed and down while expanded.
    #expect(host.rows[0] == "Is there stock?" + String(repeating: " ", count: 14) + "›")
    #expect(!host.screen.contains("No."))
    #expect(host.style(at: "›")?.foreground == cellColor(.accentColor))
    host.send(.tab)
    host.send(.enter)
    assertSnapshot(host, named: "expanded", suite: "disclosure-groups")
    #expect(host.rows[0] == "Is there stock?" + String(repeating: " ", count: 14) + "⌄")
    #expect(host.rows[1] == "  No.")
    #expect(host.screen.contains("open"))
    // The content's button is the next stop; Space on the label collapses it again.
    host.send(.tab)
    #expect(host.style(at: "Ask again")?.attributes.contains(.inverse) == true)
    host.send(.backTab)
    host.send(.char(" "))
    #expect(!host.screen.contains("No."))
    #expect(host.screen.contains("closed"))
  }

  @Test func rightExpandsAndLeftCollapses() {
    let host = TestHost(width: 30, height: 8) { FAQ() }
    host.send(.tab)
    host.send(.right)
    #expect(host.screen.contains("No."))
    // Already expanded: → is not used, and moves nothing.
    host.send(.right)
    #expect(host.screen.contains("No."))
    host.send(.left)
    #expect(!host.screen.contains("No."))
  }

  @Test func aClickOrTapOnTheLabelToggles() {
    let host = TestHost(width: 30, height: 8) { FAQ() }
    let label = host.position(of: "Own state")!
    host.click(x: label.x, y: label.y)
    #expect(host.rows.contains("Own state" + String(repeating: " ", count: 20) + "⌄"))
    #expect(host.screen.contains("  Inside"))
    #expect(host.tap("Own state"))
    #expect(!host.screen.contains("Inside"))
  }

  private struct Node: Identifiable {
    let name: String
    var children: [Node]?
    var id: String { name }
  }

  private static let tree = [
    Node(
      name: "Fruit",
      children: [Node(name: "Apple"), Node(name: "Citrus", children: [Node(name: "Lemon")])]),
    Node(name: "Bread"),
  ]

  @Test func anOutlineListNestsDisclosureGroups() {
    let host = TestHost(width: 30, height: 10) {
      List(Self.tree, children: \.children) { Text($0.name) }
    }
    #expect(
      host.lines.filter { !$0.isEmpty } == [
        "Fruit" + String(repeating: " ", count: 22) + "›", String(repeating: "─", count: 28),
        "Bread",
      ])
    #expect(host.tap("Fruit"))
    #expect(host.tap("Citrus"))
    assertSnapshot(host, named: "outline", suite: "disclosure-groups")
    // Children sit under their parent's label, one level further in.
    #expect(
      host.rows[0...3] == [
        " Fruit" + String(repeating: " ", count: 22) + "⌄", "   Apple",
        "   Citrus" + String(repeating: " ", count: 19) + "⌄", "     Lemon",
      ])
  }

  private struct Sections: View {
    @State private var expanded = true

    var body: some View {
      List {
        Section("Fruit", isExpanded: $expanded) {
          Text("Apple")
          Text("Pear")
        }
        Section("Other") { Text("Bread") }
      }
    }
  }

  @Test func aCollapsibleSectionHidesItsRows() {
    let host = TestHost(width: 30, height: 10) { Sections() }
    #expect(host.lines.contains("FRUIT" + String(repeating: " ", count: 22) + "⌄"))
    #expect(host.screen.contains("Pear"))
    // `tap` matches the header's own text; it is shown upper-cased.
    #expect(host.tap("Fruit"))
    #expect(host.lines.contains("FRUIT" + String(repeating: " ", count: 22) + "›"))
    #expect(!host.screen.contains("Apple"))
    #expect(host.screen.contains("Bread"))
  }
}
