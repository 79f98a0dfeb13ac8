import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

@MainActor
@Suite struct ListStyleTests {
  private struct Sectioned: View {
    var body: some View {
      List {
        Section("Fruit") {
          Text("Apple")
          Text("Pear")
        }
        Section("Vegetables") {
          Text("Leek")
        }
      }
    }
  }

  /// The default (inset grouped) style upper-cases headers in the secondary colour, separates
  /// rows with a hairline and leaves a blank row between sections; rows are inset one column.
  @Test func automaticIsGrouped() {
    let host = TestHost(width: 24, height: 7) { Sectioned() }
    #expect(host.rows[0] == " FRUIT")
    #expect(host.rows[1] == " Apple")
    #expect(host.rows[2] == " ──────────────────────")
    #expect(host.rows[3] == " Pear")
    #expect(host.rows[4] == "")
    #expect(host.rows[5] == " VEGETABLES")
    #expect(host.canvas[x: 1, y: 0].style.foreground == cellColor(.secondary))
    let grouped = TestHost(width: 24, height: 7) { Sectioned().listStyle(.insetGrouped) }
    #expect(grouped.screen == host.screen)
  }

  /// The plain style keeps headers' case, draws them bold, and stacks sections.
  @Test func plainStacksSections() {
    let host = TestHost(width: 24, height: 6) { Sectioned().listStyle(.plain) }
    #expect(host.rows[0] == " Fruit")
    #expect(host.rows[2] == " ───────────────────────")
    #expect(host.rows[4] == " Vegetables")
    #expect(host.canvas[x: 1, y: 0].style.attributes.contains(.bold))
    assertSnapshot(host, named: "plain", suite: "list-styles")
  }

  /// The sidebar style keeps headers' case in bold, with a blank row between sections.
  @Test func sidebarHeaders() {
    let host = TestHost(width: 24, height: 7) { Sectioned().listStyle(.sidebar) }
    #expect(host.rows[0] == " Fruit")
    #expect(host.rows[4] == " Vegetables")
  }

  /// `headerProminence(.increased)` keeps the header's case and draws it bold.
  @Test func increasedProminence() {
    let host = TestHost(width: 24, height: 7) {
      List {
        Section("Fruit") { Text("Apple") }.headerProminence(.increased)
      }
    }
    #expect(host.rows[0] == " Fruit")
    #expect(host.canvas[x: 1, y: 0].style.attributes.contains(.bold))
  }

  private struct Decorated: View {
    var body: some View {
      List {
        Text("Inbox").badge(12)
        Text("Drafts").badge("new")
        Text("Sent").listRowBackground(Color.blue)
        Text("Archive").listRowSeparator(.visible, edges: .bottom)
        Text("Trash").listRowInsets(EdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 0))
      }
    }
  }

  /// Badges sit at the end of their row in grey; a row background fills the row across the
  /// list; a visible separator is a grey rule under its row (the one between two rows, not a
  /// second); insets move the row.
  @Test func rowModifiers() {
    let host = TestHost(width: 24, height: 10) { Decorated() }
    #expect(host.rows[0] == " Inbox               12")
    #expect(host.rows[1] == " ──────────────────────")
    #expect(host.rows[2] == " Drafts             new")
    #expect(host.rows[4] == " Sent")
    #expect(host.rows[6] == " Archive")
    #expect(host.rows[7] == " ──────────────────────")
    #expect(host.rows[8] == "    Trash")
    let blue = StyleResolver(environment: EnvironmentValues()).cellColor(.blue)
    #expect(host.canvas[x: 0, y: 4].style.background == blue)
    #expect(host.canvas[x: 23, y: 4].style.background == blue)
    #expect(host.canvas[x: 0, y: 1].style.background != blue)
    #expect(host.canvas[x: 21, y: 0].style.foreground != .default)
    let both = TestHost(width: 12, height: 4) { List { Text("Row").listRowSeparator(.visible) } }
    #expect(both.rows[0] == " ──────────")
    #expect(both.rows[1] == " Row")
    #expect(both.rows[2] == " ──────────")
    let tinted = TestHost(width: 12, height: 3) {
      List { Text("Row").listRowSeparator(.visible, edges: .bottom).listRowSeparatorTint(.red) }
    }
    let red = StyleResolver(environment: EnvironmentValues()).cellColor(.red)
    #expect(tinted.canvas[x: 2, y: 1].style.foreground == red)
    assertSnapshot(host, named: "row-modifiers", suite: "list-styles")
  }

  /// Row and section spacing leave blank rows; a visible section separator draws a rule in
  /// the gap.
  @Test func spacingAndSectionSeparators() {
    let host = TestHost(width: 20, height: 10) {
      List {
        Section("A") {
          Text("one")
          Text("two")
        }
        .listSectionSeparator(.visible, edges: .bottom)
        Section("B") { Text("three") }
      }
      .listStyle(.plain)
      .listRowSpacing(16)
    }
    #expect(host.rows[0] == " A")
    #expect(host.rows[1] == " one")
    #expect(host.rows[2] == "")
    #expect(host.rows[3] == " two")
    // Rows set apart by spacing have no separators (iOS draws each as a card); the plain
    // style's section separator runs to the list's edge.
    #expect(host.rows[4] == " ───────────────────")
    #expect(host.rows[5] == " B")
  }

  /// Lazily realized rows take their traits too: a badge on each row of a long list.
  @Test func lazyRowsShowBadges() {
    let host = TestHost(width: 20, height: 5) {
      List(0..<1000, id: \.self) { index in
        Text("Row \(index)").badge(index)
      }
    }
    #expect(host.rows[2].hasPrefix(" Row 1            1"))
    #expect(host.rows[4].hasPrefix(" Row 2            2"))
  }

  /// A list's section footer is secondary text; one with its own style keeps it.
  @Test func sectionFootersAreSecondary() {
    let host = TestHost(width: 30, height: 8) {
      List {
        Section {
          Text("Remind me")
        } footer: {
          Text("Sent at 9 AM.")
        }
        Section {
          Text("Sync")
        } footer: {
          Text("Red note").foregroundStyle(.red)
        }
      }
    }
    #expect(host.style(at: "Remind me")?.foreground == .default)
    #expect(host.style(at: "Sent at 9 AM.")?.foreground == cellColor(.secondary))
    #expect(host.style(at: "Red note")?.foreground == cellColor(.red))
  }
}
