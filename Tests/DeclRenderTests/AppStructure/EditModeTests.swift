import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// Edit mode: `EditButton` in a toolbar switches the stack's edit mode, and rows that can be
/// deleted or moved show their marks; `ShareLink` shows its label.
@MainActor
@Suite struct EditModeTests {
  private struct Groceries: View {
    @State private var items = ["Milk", "Eggs", "Bread"]

    var body: some View {
      NavigationStack {
        List {
          ForEach(items, id: \.self) { Text($0) }
            .onDelete { items.remove(atOffsets: $0) }
            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
        .navigationTitle("Groceries")
        .toolbar { EditButton() }
      }
    }
  }

  @Test func editButtonSitsInTheToolbarAndShowsTheRowsMarks() {
    let host = TestHost(width: 40, height: 8) { Groceries() }
    assertSnapshot(host, named: "toolbar", suite: "edit-mode")
    #expect(host.rows[0].hasSuffix("Edit"))
    #expect(host.rows[2] == " Milk")
    #expect(host.tap("Edit"))
    assertSnapshot(host, named: "editing", suite: "edit-mode")
    #expect(host.rows[0].hasSuffix("Done"))
    #expect(host.style(at: "Done")?.attributes.contains(.bold) == true)
    #expect(host.rows[2].hasPrefix(" ⊖ Milk"))
    #expect(host.rows[2].hasSuffix("≡"))
    #expect(host.style(at: "⊖")?.foreground == cellColor(.red))
    // A click on ⊖ deletes the row.
    let minus = host.position(of: "⊖ Eggs")!
    host.click(x: minus.x, y: minus.y)
    #expect(!host.screen.contains("Eggs"))
    #expect(host.tap("Done"))
    #expect(host.rows[2] == " Milk")
  }

  private struct Reader: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
      Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
    }
  }

  @Test func editModeIsABindingAViewCanReadAndSet() {
    struct Owner: View {
      @State private var mode = EditMode.active
      var body: some View {
        VStack {
          Reader()
          EditButton()
        }
        .environment(\.editMode, $mode)
      }
    }
    let host = TestHost(width: 20, height: 4) { Owner() }
    #expect(host.screen.contains("editing"))
    #expect(host.tap("Done"))
    #expect(host.screen.contains("browsing"))
    #expect(EditMode.transient.isEditing)
    // Outside a navigation stack nothing provides one: the button does nothing.
    let bare = TestHost(width: 20, height: 4) {
      VStack {
        Reader()
        EditButton()
      }
    }
    #expect(bare.tap("Edit"))
    #expect(bare.screen.contains("browsing"))
  }

  @Test func shareLinkShowsItsLabel() {
    let host = TestHost(width: 30, height: 4) {
      VStack {
        ShareLink(item: URL(string: "https://example.com")!)
        ShareLink("Send recipe", item: "Soup")
      }
    }
    #expect(host.screen.contains("⇪ Share"))
    #expect(host.tap("Send recipe"))
    #expect(host.screen.contains("Send recipe"))
  }
}
