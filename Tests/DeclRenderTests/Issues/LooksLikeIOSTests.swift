import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// Issue 30: screens that look like their iOS originals. Each expectation is what the iPhone
/// shows, drawn in cells, not what Decl happened to draw before.
@MainActor
@Suite struct LooksLikeIOSTests {
  // MARK: Navigation bar

  private struct Mailboxes: View {
    var mode: NavigationBarItem.TitleDisplayMode = .automatic

    var body: some View {
      NavigationStack {
        List {
          ForEach(1...30, id: \.self) { number in
            NavigationLink("Mailbox \(number)") {
              Text("Messages in \(number)").navigationTitle("Box \(number)")
            }
          }
        }
        .navigationTitle("Mailboxes")
        .navigationBarTitleDisplayMode(mode)
      }
    }
  }

  @Test func largeTitleIsBoldAtTheLeadingEdgeUnderTheBar() {
    let host = TestHost(width: 40, height: 10) { Mailboxes() }
    // iOS: an empty bar, then the large title at the leading margin, then the rows.
    #expect(host.lines[0] == "")
    #expect(host.rows[1].hasPrefix(" Mailboxes"))
    #expect(host.style(at: "Mailboxes")?.attributes.contains(.bold) == true)
    #expect(host.lines[2].hasPrefix("Mailbox 1"))
    assertSnapshot(host, named: "large-title", suite: "looks-like-ios")
  }

  @Test func largeTitleCollapsesIntoTheBarAsTheContentScrolls() {
    let host = TestHost(width: 40, height: 10) { Mailboxes() }
    host.send(.pageDown)
    // iOS: the title moves into the bar, centred, with the hairline under the bar; the bar
    // keeps its height.
    #expect(host.lines[0] == "Mailboxes")
    #expect(host.rows[0].hasPrefix(String(repeating: " ", count: 10)))
    #expect(host.lines[1].allSatisfy { $0 == "─" })
    #expect(!host.screen.contains("Mailbox 1\n"))
    assertSnapshot(host, named: "large-title-collapsed", suite: "looks-like-ios")
    host.send(.pageUp)
    host.send(.pageUp)
    #expect(host.rows[1].hasPrefix(" Mailboxes"))
  }

  @Test func inlineTitleIsCentredInTheBar() {
    let host = TestHost(width: 40, height: 10) { Mailboxes(mode: .inline) }
    #expect(host.lines[0] == "Mailboxes")
    #expect(host.rows[0].hasPrefix(String(repeating: " ", count: 15)))
    #expect(host.lines[1].allSatisfy { $0 == "─" })
  }

  @Test func pushedScreenHasTheBackButtonWithThePreviousTitleAndItsOwnLargeTitle() {
    let host = TestHost(width: 40, height: 10) { Mailboxes() }
    #expect(host.tap("Mailbox 2"))
    // iOS: "‹ Mailboxes" at the leading end of the bar; `.automatic` inherits the large title.
    #expect(host.rows[0].hasPrefix("‹ Mailboxes"))
    #expect(host.rows[1].hasPrefix(" Box 2"))
    assertSnapshot(host, named: "pushed", suite: "looks-like-ios")
    #expect(host.tap("Mailboxes"))
    #expect(host.rows[1].hasPrefix(" Mailboxes"))
  }

  @Test func pushedScreenOverAnInlineOneIsInline() {
    let host = TestHost(width: 40, height: 10) { Mailboxes(mode: .inline) }
    #expect(host.tap("Mailbox 2"))
    #expect(host.rows[0].hasPrefix("‹ Mailboxes"))
    #expect(host.lines[0].hasSuffix("Box 2"))
    #expect(host.lines[1].allSatisfy { $0 == "─" })
  }

  private struct Searchable: View {
    @State private var query = ""

    var body: some View {
      NavigationStack {
        List(["Inbox", "Sent", "Junk"], id: \.self) { Text($0) }
          .navigationTitle("Mail")
          .searchable(text: $query)
      }
    }
  }

  @Test func searchFieldIsUnderTheLargeTitle() {
    let host = TestHost(width: 40, height: 10) { Searchable() }
    #expect(host.rows[1].hasPrefix(" Mail"))
    let search = host.lines.firstIndex { $0.contains("Search") }
    #expect(search == 2)
    #expect(host.lines[(search ?? 0) + 1].hasPrefix("Inbox"))
    assertSnapshot(host, named: "search", suite: "looks-like-ios")
  }

  // MARK: Toolbar placements

  private struct Placements: View {
    @State private var log: [String] = []
    @State private var note = ""

    var body: some View {
      NavigationStack {
        VStack {
          Text(log.joined(separator: ","))
          TextField("Note", text: $note)
        }
        .navigationTitle("Inbox")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .topBarLeading) { Button("Edit") { log.append("edit") } }
          ToolbarItem(placement: .topBarTrailing) { Button("Compose") { log.append("new") } }
          ToolbarItemGroup(placement: .bottomBar) {
            Button("Filter") { log.append("filter") }
            Spacer()
            Button("Trash") { log.append("trash") }
          }
          ToolbarItem(placement: .status) { Text("Updated now") }
          ToolbarItem(placement: .keyboard) { Button("Done") { log.append("done") } }
        }
      }
    }
  }

  @Test func toolbarItemsGoWhereTheirPlacementsSay() {
    let host = TestHost(width: 50, height: 10) { Placements() }
    // iOS: leading items at the left of the bar, the title centred, trailing items at the
    // right; a bottom bar with its own hairline, spacers pushing items to the ends and the
    // status text in the middle.
    #expect(host.rows[0].hasPrefix("Edit"))
    #expect(host.lines[0].hasSuffix("Compose"))
    #expect(host.rows[0].count == 50)
    #expect(
      host.rows[0].range(of: "Inbox").map {
        host.rows[0].distance(from: host.rows[0].startIndex, to: $0.lowerBound)
      } == (50 - 5) / 2)
    #expect(host.lines[8].allSatisfy { $0 == "─" })
    #expect(host.rows[9].hasPrefix("Filter"))
    #expect(host.lines[9].hasSuffix("Trash"))
    #expect(host.lines[9].contains("Updated now"))
    // `.keyboard` items only while a text field has focus.
    #expect(!host.screen.contains("Done"))
    assertSnapshot(host, named: "toolbar-placements", suite: "looks-like-ios")
    #expect(host.tap("Edit"))
    #expect(host.tap("Trash"))
    #expect(host.screen.contains("edit,trash"))
    host.tap("Note")
    #expect(host.screen.contains("Done"))
    #expect(host.tap("Done"))
    #expect(host.screen.contains("edit,trash,done"))
  }

  private struct Principal: View {
    var body: some View {
      NavigationStack {
        Text("Body")
          .navigationTitle("Hidden")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .principal) { Text("Custom") }
            ToolbarItem(placement: .navigationBarLeading) { Button("Menu") {} }
          }
      }
    }
  }

  @Test func principalItemTakesTheTitlesPlace() {
    let host = TestHost(width: 40, height: 6) { Principal() }
    #expect(host.rows[0].hasPrefix("Menu"))
    #expect(host.frame(ofText: "Custom")?.minX == (40 - 6) / 2)
    #expect(!host.screen.contains("Hidden"))
  }

  private struct SheetHost: View {
    @State private var isPresented = true
    @State private var saved = "no"

    var body: some View {
      Text("Saved: \(saved)")
        .sheet(isPresented: $isPresented) {
          NavigationStack {
            Form { Text("Message") }
              .navigationTitle("New Message")
              .navigationBarTitleDisplayMode(.inline)
              .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                  Button("Cancel") { isPresented = false }
                }
                ToolbarItem(placement: .confirmationAction) {
                  Button("Save") {
                    saved = "yes"
                    isPresented = false
                  }
                }
              }
          }
        }
    }
  }

  @Test func sheetHasCancelAtTheLeftAndSaveAtTheRight() {
    let host = TestHost(width: 50, height: 12) { SheetHost() }
    let row = host.lines.first { $0.contains("New Message") } ?? ""
    #expect(row.contains("Cancel"))
    #expect(row.range(of: "Cancel")!.lowerBound < row.range(of: "New Message")!.lowerBound)
    #expect(row.range(of: "New Message")!.upperBound < row.range(of: "Save")!.lowerBound)
    assertSnapshot(host, named: "sheet-cancel-save", suite: "looks-like-ios")
    #expect(host.tap("Save"))
    #expect(host.screen.contains("Saved: yes"))
  }

  // MARK: Focus and scrolling

  private struct Fits: View {
    @State private var pressed = "none"

    var body: some View {
      VStack {
        Text("Pressed: \(pressed)")
        ViewThatFits {
          HStack {
            Button("A very long first choice that does not fit") { pressed = "wide" }
          }
          Button("Short") { pressed = "short" }
        }
      }
    }
  }

  @Test func buttonOfAViewThatFitsCandidateNotChosenTakesNoFocus() {
    let host = TestHost(width: 20, height: 4) { Fits() }
    #expect(host.screen.contains("Short"))
    host.send(.tab)
    host.send(.enter)
    #expect(host.screen.contains("Pressed: short"))
    host.send(.tab)
    host.send(.enter)
    #expect(!host.screen.contains("wide"))
  }

  private struct LongDetail: View {
    @State private var isOn = false

    var body: some View {
      NavigationStack {
        NavigationLink("Open") {
          ScrollView {
            VStack {
              Text("Top of the detail")
              ForEach(1...30, id: \.self) { number in
                Toggle("Option \(number)", isOn: $isOn)
              }
            }
          }
          .navigationTitle("Detail")
        }
        .navigationTitle("Home")
      }
    }
  }

  @Test func pushedScreenStartsAtItsTop() {
    let host = TestHost(width: 40, height: 10) { LongDetail() }
    #expect(host.tap("Open"))
    #expect(host.screen.contains("Top of the detail"))
    #expect(host.screen.contains("Option 1 "))
  }

  private struct TwoColumns: View {
    var body: some View {
      NavigationView {
        List {
          NavigationLink("Item 1") { Text("Detail 1") }
        }
        .navigationTitle("Items")
        Text("Select an item")
      }
    }
  }

  @Test func navigationViewWithTwoColumnsShowsTheFirstOnAPhone() {
    let host = TestHost(width: 40, height: 10) { TwoColumns() }
    #expect(host.screen.contains("Item 1"))
    #expect(!host.screen.contains("Select an item"))
    #expect(host.tap("Item 1"))
    #expect(host.screen.contains("Detail 1"))
  }

  // MARK: Overflow

  @Test func stackTallerThanTheScreenIsCentred() {
    let host = TestHost(width: 20, height: 6) {
      VStack(spacing: 0) {
        ForEach(1...10, id: \.self) { Text("Line \($0)") }
      }
    }
    // iOS centres it: lines 3 to 8 of 10 show.
    #expect(host.lines.first == "Line 3")
    #expect(host.lines.last == "Line 8")
  }

  @Test func horizontalScrollViewKeepsItsContentsHeight() {
    let host = TestHost(width: 30, height: 8) {
      VStack(spacing: 0) {
        ForEach(1...6, id: \.self) { Text("Row \($0)") }
        ScrollView(.horizontal) {
          HStack {
            ForEach(0..<12, id: \.self) { hour in
              VStack {
                Text("\(hour)h")
                Text("☀")
              }
            }
          }
        }
        ForEach(7...9, id: \.self) { Text("Row \($0)") }
      }
    }
    #expect(host.screen.contains("0h"))
    #expect(host.screen.contains("☀"))
  }

  // MARK: Tabs and gradients

  @Test func tapFindsATabItemByItsLabel() {
    let host = TestHost(width: 40, height: 8) {
      TabView {
        Text("Inbox screen").tabItem { Label("Inbox", systemImage: "tray") }
        Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }
      }
    }
    #expect(host.screen.contains("Inbox screen"))
    #expect(host.tap("Settings"))
    #expect(host.screen.contains("Settings screen"))
  }

  @Test func angularGradientOfRedYellowRedInACircleShowsYellow() {
    let host = TestHost(width: 20, height: 10) {
      AngularGradient(colors: [.red, .yellow, .red], center: .center)
        .clipShape(Circle())
    }
    // Yellow at 180°, the left of the circle; red at the right. The cells at the far left
    // are within a few degrees of it: yellow, not the orange between.
    let backgrounds = host.ansiScreen.matches(of: /48;2;(\d+);(\d+);(\d+)m/).map {
      (Int($0.output.1)!, Int($0.output.2)!, Int($0.output.3)!)
    }
    #expect(backgrounds.contains { $0.0 == 255 && $0.1 >= 200 && $0.2 < 20 })
    #expect(backgrounds.contains { $0.0 == 255 && $0.1 < 80 })
  }
}
