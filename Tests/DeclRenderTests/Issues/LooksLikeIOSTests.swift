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
    // While the field has focus the keyboard's bar covers the row above it (see below).
    #expect(host.screen.contains("Done"))
    #expect(host.tap("Done"))
    host.send(.tab)
    #expect(!host.screen.contains("Done"))
    #expect(host.screen.contains("edit,trash,done"))
  }

  private struct KeyboardBar: View {
    @State private var first = ""
    @State private var second = ""

    var body: some View {
      NavigationStack {
        VStack(alignment: .leading) {
          TextField("First", text: $first)
          Text("Between")
          TextField("Second", text: $second)
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .navigationTitle("Form")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItemGroup(placement: .keyboard) {
            Spacer()
            Button("Done") {}
          }
        }
      }
    }
  }

  @Test func keyboardItemsShowInABarBesideTheFocusedField() {
    // iOS: `.keyboard` items are in a bar over the keyboard, just under the field being
    // edited, and only while a field is edited. A terminal has no keyboard: the bar takes the
    // row just above the focused field (just below it when there is no room above), spacers
    // pushing `Done` to the trailing edge, on a grey bar covering what was there.
    let host = TestHost(width: 30, height: 9) { KeyboardBar() }
    #expect(!host.screen.contains("Done"))
    let second = host.position(of: "Second")!
    let between = host.position(of: "Between")!
    host.tap("Second")
    #expect(host.rows[second.y - 1].hasSuffix("Done"))
    #expect(!host.screen.contains("Between"))
    #expect(host.canvas[x: 0, y: second.y - 1].style.background == cellColor(.systemGray5))
    assertSnapshot(host, named: "keyboard-bar", suite: "looks-like-ios")
    // Shift-Tab reaches `Done` in the bar, which stays, then the first field.
    host.send(.backTab)
    #expect(host.rows[second.y - 1].hasSuffix("Done"))
    host.send(.backTab)
    let first = host.position(of: "First")!
    // The first field is the top row of the content: the bar goes under it.
    #expect(first.y == 2)
    #expect(host.rows[first.y + 1].hasSuffix("Done"))
    #expect(host.screen.contains("Second"))
    #expect(between.y == first.y + 1)
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

  // MARK: Lists and forms

  private struct SettingsForm: View {
    @State private var wifi = true
    @State private var volume = 0.5
    @State private var copies = 2
    @State private var flavor = "Mint"
    @State private var more = false

    var body: some View {
      Form {
        Section {
          LabeledContent("Email", value: "jane@example.com")
          NavigationLink("Account") { Text("Account screen") }
          NavigationLink("Inbox") { Text("Inbox screen") }.badge(3)
          Text("Drafts").badge("New")
        } header: {
          Text("Profile")
        } footer: {
          Text("Shown to your contacts.")
        }
        Section("Controls") {
          Toggle("Wi-Fi", isOn: $wifi)
          Stepper("Copies: \(copies)", value: $copies)
          Picker("Flavor", selection: $flavor) {
            Text("Vanilla").tag("Vanilla")
            Text("Mint").tag("Mint")
          }
          DisclosureGroup("More", isExpanded: $more) { Text("Hidden row") }
        }
      }
    }
  }

  @Test func formRowsAreSeparatedWithAccessoriesAtTheTrailingEdge() {
    let host = TestHost(width: 40, height: 20) { NavigationStack { SettingsForm() } }
    // iOS (inset grouped form): the header small, upper-case and grey above its section; a
    // hairline between two rows of a section (none after the last, where the section ends);
    // a value in grey at the trailing edge; a link's `›` at the trailing edge with its badge
    // before it (`3 ›`); a plain row's badge at its trailing edge; the footer in grey under
    // the section. Each control's label at the leading edge and the control at the trailing
    // edge: switch, stepper, `Mint ⌃⌄`, the disclosure chevron.
    let rows = host.rows
    let header = rows.firstIndex { $0.hasSuffix("PROFILE") }!
    #expect(host.style(at: "PROFILE")?.foreground == cellColor(.secondary))
    #expect(rows[header + 1].hasPrefix(" Email") && rows[header + 1].hasSuffix("jane@example.com"))
    #expect(host.style(at: "jane@example.com")?.foreground == cellColor(.secondary))
    #expect(rows[header + 2] == " " + String(repeating: "─", count: 38))
    #expect(rows[header + 3].hasPrefix(" Account") && rows[header + 3].hasSuffix("›"))
    #expect(rows[header + 5].hasPrefix(" Inbox") && rows[header + 5].hasSuffix("3 ›"))
    #expect(rows[header + 7].hasPrefix(" Drafts") && rows[header + 7].hasSuffix("New"))
    #expect(rows[header + 8] == " Shown to your contacts.")
    #expect(host.style(at: "Shown to")?.foreground == cellColor(.secondary))
    #expect(rows[header + 9] == "")
    #expect(rows[header + 10] == " CONTROLS")
    #expect(rows[header + 11].hasPrefix(" Wi-Fi") && rows[header + 11].hasSuffix("━━●"))
    #expect(rows[header + 13].hasPrefix(" Copies: 2") && rows[header + 13].hasSuffix("[ − | + ]"))
    #expect(rows[header + 15].hasPrefix(" Flavor") && rows[header + 15].hasSuffix("Mint ⌃⌄"))
    #expect(rows[header + 17].hasPrefix(" More") && rows[header + 17].hasSuffix("›"))
    assertSnapshot(host, named: "settings-form", suite: "looks-like-ios")
    #expect(host.tap("More"))
    #expect(host.rows[header + 17].hasSuffix("⌄"))
    #expect(host.rows[header + 18] == "   Hidden row")
  }

  @Test func hiddenSeparatorsCostNoRowAndTheSidebarHasNone() {
    // iOS: `.listRowSeparator(.hidden)` removes the hairline; a sidebar list has none.
    let hidden = TestHost(width: 20, height: 6) {
      List {
        Text("One").listRowSeparator(.hidden)
        Text("Two")
        Text("Three")
      }
    }
    #expect(hidden.rows[0...2] == [" One", " Two", " ──────────────────"])
    let sidebar = TestHost(width: 20, height: 6) {
      List {
        Text("One")
        Text("Two")
      }
      .listStyle(.sidebar)
    }
    #expect(sidebar.rows[0...1] == [" One", " Two"])
    // The plain style's hairlines run to the list's trailing edge; inset ones stop short.
    let plain = TestHost(width: 20, height: 6) {
      List {
        Text("One")
        Text("Two")
      }
      .listStyle(.plain)
    }
    #expect(plain.rows[1] == " " + String(repeating: "─", count: 19))
    #expect(hidden.rows[2].count == 19)
  }

  @Test func rowsThatShowNothingHaveNoSeparators() {
    // iOS: a `ForEach` element whose `if` is false is no row: no hairline for it, and the
    // rows around it are separated once.
    let host = TestHost(width: 20, height: 6) {
      List {
        ForEach(0..<5, id: \.self) { index in
          if index.isMultiple(of: 2) { Text("Row \(index)") }
        }
      }
    }
    #expect(
      host.rows[0...4] == [
        " Row 0", " " + String(repeating: "─", count: 18), " Row 2",
        " " + String(repeating: "─", count: 18), " Row 4",
      ])
  }

  // MARK: Controls outside forms

  @Test func controlsOutsideAFormLookAsOnIOS() {
    let host = TestHost(width: 40, height: 8) {
      VStack {
        Picker("Flavor", selection: .constant("Mint")) {
          Text("Vanilla").tag("Vanilla")
          Text("Mint").tag("Mint")
        }
        Picker("Size", selection: .constant(1)) {
          Text("S").tag(0)
          Text("M").tag(1)
          Text("L").tag(2)
          Text("XL").tag(3)
        }
        .pickerStyle(.segmented)
        DisclosureGroup("Details") { Text("Inside") }
      }
    }
    // iOS 17: a menu picker shows only its selection and ⌃⌄ in the tint colour; a segmented
    // control fills the width with four equal segments (10 columns each); a disclosure group
    // is a full-width row with the chevron at the trailing edge.
    #expect(host.lines.contains("Mint ⌃⌄"))
    #expect(!host.screen.contains("Flavor"))
    #expect(host.style(at: "Mint")?.foreground == cellColor(.accentColor))
    let segments = host.rows.firstIndex { $0.contains("XL") }!
    #expect(host.canvas[x: 10, y: segments].style.background == cellColor(.accentColor))
    #expect(host.canvas[x: 19, y: segments].style.background == cellColor(.accentColor))
    #expect(host.canvas[x: 9, y: segments].style.background == cellColor(.systemGray5))
    #expect(host.canvas[x: 39, y: segments].style.background == cellColor(.systemGray5))
    #expect(host.rows.contains("Details" + String(repeating: " ", count: 32) + "›"))
    assertSnapshot(host, named: "controls", suite: "looks-like-ios")
  }

  // MARK: Grid rows

  @Test func modifiersOnAGridRowReachEachCell() {
    // SwiftUI applies a modifier written on a `GridRow` to each of its cells, as on a
    // `Group`: the row stays a row of the grid (its cells in the grid's columns), and a
    // background paints each cell, not the row as one.
    let host = TestHost(width: 20, height: 3) {
      Grid(horizontalSpacing: 8) {
        GridRow {
          Text("Name")
          Text("Qty")
        }
        .foregroundStyle(.red)
        .background(Color.blue)
        GridRow {
          Text("Apples")
          Text("3")
        }
      }
    }
    let name = host.position(of: "Name")!
    let apples = host.position(of: "Apples")!
    let qty = host.position(of: "Qty")!
    let three = host.position(of: "3")!
    #expect(name.y + 1 == apples.y)
    // Columns: `Qty` sits over `3` (centred in the second column), beside the first.
    #expect(qty.x > apples.x + 6 && three.x >= qty.x)
    let blue = cellColor(.blue)
    #expect(host.style(at: "Name")?.background == blue)
    #expect(host.style(at: "Name")?.foreground == cellColor(.red))
    #expect(host.style(at: "Qty")?.background == blue)
    // The space between the two cells is not painted: each cell has its own background.
    #expect(host.canvas[x: qty.x - 1, y: qty.y].style.background != blue)
  }
}
