import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// Sheets, alerts and confirmation dialogs: modal layers over a dimmed screen that trap focus,
/// dismiss on Escape writing their state back, and run `onDismiss`.
@MainActor
@Suite struct SheetAndAlertTests {
  private struct SheetScreen: View {
    @State private var isShowing = false
    @State private var dismissals = 0
    @State private var count = 0

    var body: some View {
      VStack {
        Text("count \(count), dismissed \(dismissals)")
        Button("Show") { isShowing = true }
        Button("Increment") { count += 1 }
      }
      .sheet(isPresented: $isShowing, onDismiss: { dismissals += 1 }) {
        SheetContent(count: $count)
      }
    }
  }

  private struct SheetContent: View {
    @Binding var count: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        Text("In the sheet: \(count)")
        Button("Add") { count += 1 }
        Button("Close") { dismiss() }
      }
    }
  }

  @Test func sheetShowsOverDimmedScreenAndEscapeDismisses() {
    let host = TestHost(width: 40, height: 12) { SheetScreen() }
    #expect(host.tap("Show"))
    #expect(host.screen.contains("In the sheet: 0"))
    #expect(host.screen.contains("╭"))
    // The sheet covers all but a margin of the screen, which is dimmed.
    #expect(host.rows[0].isEmpty)
    #expect(host.canvas[x: 0, y: 0].style.attributes.contains(.dim))
    #expect(host.rows[1].hasPrefix("  ╭"))
    #expect(host.style(at: "In the sheet")?.attributes.contains(.dim) == false)
    host.send(.escape)
    #expect(!host.screen.contains("In the sheet"))
    #expect(host.screen.contains("count 0, dismissed 1"))
    // The presenting state was reset: another change does not bring the sheet back.
    #expect(host.tap("Increment"))
    #expect(!host.screen.contains("In the sheet"))
    #expect(host.screen.contains("count 1, dismissed 1"))
  }

  @Test func focusIsTrappedInTheSheet() {
    let host = TestHost(width: 40, height: 12) { SheetScreen() }
    #expect(host.tap("Show"))
    // The sheet's first control is focused; Tab cycles within the sheet only.
    host.send(.enter)
    #expect(host.screen.contains("In the sheet: 1"))
    host.send(.tab)
    host.send(.tab)
    host.send(.enter)
    #expect(host.screen.contains("In the sheet: 2"))
    // Taps cannot reach the covered screen.
    expectTapFails(host, "Increment")
    #expect(host.tap("Close"))
    #expect(host.screen.contains("count 2, dismissed 1"))
  }

  private struct Item: Identifiable {
    let id: Int
  }

  @Test func itemSheetIsNewForANewItem() {
    struct Screen: View {
      @State private var item: Item?
      @State private var dismissals = 0
      var body: some View {
        VStack {
          Text("dismissed \(dismissals)")
          Button("One") { item = Item(id: 1) }
        }
        .sheet(item: $item, onDismiss: { dismissals += 1 }) { item in
          ItemSheet(id: item.id) { self.item = Item(id: item.id + 1) }
        }
      }
    }
    struct ItemSheet: View {
      let id: Int
      let next: () -> Void
      @State private var taps = 0
      var body: some View {
        VStack {
          Text("item \(id), taps \(taps)")
          Button("Tap") { taps += 1 }
          Button("Next") { next() }
        }
      }
    }
    let host = TestHost(width: 40, height: 12) { Screen() }
    #expect(host.tap("One"))
    #expect(host.tap("Tap"))
    #expect(host.screen.contains("item 1, taps 1"))
    #expect(host.tap("Next"))
    #expect(host.screen.contains("item 2, taps 0"))
    host.send(.escape)
    #expect(!host.screen.contains("item 2"))
    // Replacing item 1 by item 2 dismissed the first sheet; Escape dismissed the second.
    #expect(host.screen.contains("dismissed 2"))
  }

  private struct AlertScreen: View {
    @State private var isAsking = false
    @State private var log: [String] = []

    var body: some View {
      VStack {
        Text("log: \(log.joined(separator: ","))")
        Button("Delete") { isAsking = true }
      }
      .alert("Delete?", isPresented: $isAsking) {
        Button("Yes, delete", role: .destructive) { log.append("deleted") }
        Button("Nevermind", role: .cancel) { log.append("kept") }
      } message: {
        Text("This cannot be undone.")
      }
    }
  }

  @Test func alertShowsTitleMessageAndButtonsAndEscapeRunsCancel() {
    let host = TestHost(width: 50, height: 12) { AlertScreen() }
    #expect(host.tap("Delete"))
    #expect(host.screen.contains("Delete?"))
    #expect(host.style(at: "Delete?")?.attributes.contains(.bold) == true)
    #expect(host.screen.contains("This cannot be undone."))
    #expect(host.style(at: "Yes, delete")?.foreground == cellColor(.red))
    host.send(.escape)
    #expect(!host.screen.contains("Delete?"))
    #expect(host.screen.contains("log: kept"))
  }

  @Test func alertFocusesCancelAndAButtonDismissesBeforeItsAction() {
    let host = TestHost(width: 50, height: 12) { AlertScreen() }
    #expect(host.tap("Delete"))
    host.send(.enter)
    #expect(host.screen.contains("log: kept"))
    #expect(!host.screen.contains("Delete?"))
    #expect(host.tap("Delete"))
    #expect(host.tap("Yes, delete"))
    #expect(host.screen.contains("log: kept,deleted"))
    #expect(!host.screen.contains("Delete?"))
  }

  @Test func legacyAlertItemShowsOkAndResetsItem() {
    struct Prime: Identifiable {
      let value: Int
      var id: Int { value }
    }
    struct Screen: View {
      @State private var prime: Prime?
      var body: some View {
        Button("Ask") { prime = Prime(value: 17) }
          .alert(item: $prime) { prime in
            Alert(
              title: Text("The 7th prime is \(prime.value)"), dismissButton: .default(Text("Ok")))
          }
      }
    }
    let host = TestHost(width: 50, height: 10) { Screen() }
    #expect(host.tap("Ask"))
    #expect(host.screen.contains("The 7th prime is 17"))
    #expect(host.tap("Ok"))
    #expect(!host.screen.contains("The 7th prime"))
    #expect(host.tap("Ask"))
    #expect(host.screen.contains("The 7th prime is 17"))
  }

  @Test func confirmationDialogStacksButtons() {
    struct Screen: View {
      @State private var isConfirming = false
      @State private var choice = "none"
      var body: some View {
        VStack {
          Text("choice \(choice)")
          Button("Choose") { isConfirming = true }
        }
        .confirmationDialog("Pick one", isPresented: $isConfirming, titleVisibility: .visible) {
          Button("First") { choice = "first" }
          Button("Second") { choice = "second" }
          Button("Cancel", role: .cancel) {}
        }
      }
    }
    let host = TestHost(width: 50, height: 14) { Screen() }
    #expect(host.tap("Choose"))
    let first = host.position(of: "First")
    let second = host.position(of: "Second")
    #expect(first != nil && second != nil)
    if let first, let second { #expect(second.y == first.y + 1) }
    #expect(host.tap("Second"))
    #expect(host.screen.contains("choice second"))
    #expect(!host.screen.contains("Pick one"))
  }
}

/// Presentation forms and combinations beyond the basic ones.
@MainActor
@Suite struct PresentationFormsTests {
  @Test func sheetUnwrappingHandsABindingAndEscapePopsItsOwnStackFirst() {
    struct Screen: View {
      @State private var name: String? = nil
      var body: some View {
        VStack {
          Text("name \(name ?? "none")")
          Button("Edit") { name = "Blob" }
        }
        .sheet(unwrapping: $name) { $name in
          NavigationStack {
            VStack {
              TextField("Name", text: $name)
              NavigationLink("More") { Text("Deeper").navigationTitle("More") }
            }
            .navigationTitle("Edit")
          }
        }
      }
    }
    let host = TestHost(width: 40, height: 12) { Screen() }
    #expect(host.tap("Edit"))
    host.type(" Jr")
    #expect(host.screen.contains("Blob Jr"))
    #expect(host.tap("More"))
    #expect(host.screen.contains("Deeper"))
    // Escape goes back inside the sheet's stack before it dismisses the sheet.
    host.send(.escape)
    #expect(host.screen.contains("Blob Jr"))
    #expect(!host.screen.contains("Deeper"))
    host.send(.escape)
    #expect(host.screen.contains("name none"))
  }

  @Test func alertFromInsideASheetStacksAboveIt() {
    struct Screen: View {
      @State private var isSheet = false
      @State private var isAlert = false
      var body: some View {
        Button("Open") { isSheet = true }
          .sheet(isPresented: $isSheet) {
            Button("Warn") { isAlert = true }
              .alert("Careful", isPresented: $isAlert) {}
          }
      }
    }
    let host = TestHost(width: 40, height: 12) { Screen() }
    #expect(host.tap("Open"))
    #expect(host.tap("Warn"))
    #expect(host.screen.contains("Careful"))
    #expect(host.style(at: "Careful")?.attributes.contains(.dim) == false)
    // Only the alert's button can be reached.
    expectTapFails(host, "Warn")
    host.send(.escape)
    #expect(!host.screen.contains("Careful"))
    #expect(host.screen.contains("Warn"))
    host.send(.escape)
    #expect(host.screen.contains("Open"))
  }

  @Test func alertPresentingDataAndLegacyTwoButtons() {
    struct Screen: View {
      @State private var isShowing = false
      @State private var file: String?
      @State private var log = ""
      @State private var isLegacy = false
      var body: some View {
        VStack {
          Text("log \(log)")
          Button("Ask") {
            file = "notes.txt"
            isShowing = true
          }
          Button("Legacy") { isLegacy = true }
        }
        .alert("Remove?", isPresented: $isShowing, presenting: file) { file in
          Button("Remove \(file)", role: .destructive) { log += "removed" }
        } message: { file in
          Text("\(file) goes away.")
        }
        .alert(isPresented: $isLegacy) {
          Alert(
            title: Text("Legacy"), message: Text("Two buttons"),
            primaryButton: .destructive(Text("Do it")) { log += "did" },
            secondaryButton: .cancel())
        }
      }
    }
    let host = TestHost(width: 50, height: 14) { Screen() }
    #expect(host.tap("Ask"))
    #expect(host.screen.contains("notes.txt goes away."))
    #expect(host.tap("Remove notes.txt"))
    #expect(host.screen.contains("log removed"))
    #expect(host.tap("Legacy"))
    #expect(host.screen.contains("Two buttons"))
    #expect(host.screen.contains("Cancel"))
    host.send(.escape)
    #expect(!host.screen.contains("Two buttons"))
    #expect(host.screen.contains("log removed"))
    #expect(host.tap("Legacy"))
    #expect(host.tap("Do it"))
    #expect(host.screen.contains("log removeddid"))
  }

  @Test func navigationViewItemDestinationAndPresentationMode() {
    struct Screen: View {
      @State private var number: Int?
      var body: some View {
        NavigationView {
          Button("Seven") { number = 7 }
            .navigationTitle("Numbers")
            .navigationDestination(item: $number) { number in
              Detail(number: number)
            }
        }
      }
    }
    struct Detail: View {
      let number: Int
      @Environment(\.presentationMode) private var presentationMode
      var body: some View {
        Button("Close \(number)") { presentationMode.wrappedValue.dismiss() }
      }
    }
    let host = TestHost(width: 40, height: 8) { Screen() }
    #expect(host.tap("Seven"))
    #expect(host.screen.contains("Close 7"))
    #expect(host.rows[0].hasPrefix("‹ Numbers"))
    #expect(host.tap("Close 7"))
    #expect(host.screen.contains("Seven"))
  }

  @Test func toolbarItemsShowInTheTitleBarAndWork() {
    struct Screen: View {
      @State private var isEditing = false
      @State private var saved = 0
      var body: some View {
        VStack {
          Text("saved \(saved)")
          Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
          Editor(saved: $saved)
        }
      }
    }
    struct Editor: View {
      @Binding var saved: Int
      @Environment(\.dismiss) private var dismiss
      @State private var name = ""
      var body: some View {
        NavigationStack {
          TextField("Name", text: $name)
            .navigationTitle("Edit")
            .toolbar {
              ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
              ToolbarItem(placement: .confirmationAction) {
                Button("Done") {
                  saved += 1
                  dismiss()
                }
              }
            }
        }
      }
    }
    let host = TestHost(width: 50, height: 12) { Screen() }
    #expect(host.tap("Edit"))
    // iOS: Cancel at the leading end of the bar, Done at the trailing end, the large title
    // under them.
    let bar = host.rows.firstIndex { $0.contains("Cancel") && $0.contains("Done") }
    #expect(bar != nil)
    if let bar {
      #expect(host.rows[bar].hasSuffix("Done│"))
      #expect(host.rows[bar].contains("│Cancel "))
      #expect(host.rows[bar + 1].contains("│ Edit "))
    }
    // The sheet's first control is its field, not a toolbar item.
    host.type("Blob")
    #expect(host.screen.contains("Blob"))
    #expect(host.tap("Done"))
    #expect(host.screen.contains("saved 1"))
    #expect(host.tap("Edit"))
    #expect(host.tap("Cancel"))
    #expect(host.screen.contains("saved 1"))
  }

  @Test func navigationPathValueType() {
    var path = NavigationPath([1, 2])
    path.append("three")
    #expect(path.count == 3)
    path.removeLast(2)
    #expect(path == NavigationPath([1]))
    #expect(!path.isEmpty)
  }

  @Test func closingAPresentationFreesItsNodes() {
    struct Screen: View {
      @State private var isShowing = false
      var body: some View {
        Button("Show") { isShowing = true }
          .sheet(isPresented: $isShowing) {
            VStack { ForEach(0..<20) { Text("row \($0)") } }
          }
      }
    }
    let host = TestHost(width: 40, height: 30) { Screen() }
    let before = host.liveNodeCount
    for _ in 0..<5 {
      #expect(host.tap("Show"))
      #expect(host.liveNodeCount > before)
      host.send(.escape)
      #expect(host.liveNodeCount == before)
    }
  }
}
