import Decl
import DeclRender
import Testing

/// Toolbar content written as its own type, as iOS apps factor their toolbars out.
@MainActor
struct ToolbarContentTests {
  private struct EditorToolbar: ToolbarContent {
    let isDirty: Bool
    let save: @MainActor () -> Void

    var body: some ToolbarContent {
      ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
      if isDirty {
        ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
      }
    }
  }

  private struct Editor: View {
    @State private var isDirty = true
    @State private var saves = 0

    var body: some View {
      NavigationStack {
        Text("Saves: \(saves)")
          .navigationTitle("Edit")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            EditorToolbar(isDirty: isDirty) {
              saves += 1
              isDirty = false
            }
          }
      }
    }
  }

  @Test func aToolbarContentTypePlacesItsItems() {
    let host = TestHost(width: 40, height: 6) { Editor() }
    let bar = host.rows[0]
    // iOS: Cancel at the leading end, the title centred, Save at the trailing end.
    #expect(bar.hasPrefix("Cancel"))
    #expect(bar.range(of: "Edit")!.lowerBound < bar.range(of: "Save")!.lowerBound)
    #expect(bar.hasSuffix("Save"))
    #expect(host.tap("Save"))
    #expect(host.screen.contains("Saves: 1"))
    // The `if` in the builder removed the item once there was nothing to save.
    #expect(!host.rows[0].contains("Save"))
    #expect(host.rows[0].hasPrefix("Cancel"))
  }

  private struct Customizable: View {
    @ToolbarContentBuilder var items: some CustomizableToolbarContent {
      ToolbarItem(id: "share", placement: .primaryAction) { Button("Share") {} }
        .defaultCustomization(.visible)
      ToolbarItem(id: "delete", placement: .navigationBarLeading, showsByDefault: false) {
        Button("Delete") {}
      }
      .customizationBehavior(.disabled)
    }

    var body: some View {
      NavigationStack {
        Text("Body").navigationTitle("Doc").toolbar(id: "editor") { items }
      }
    }
  }

  @Test func aCustomizableToolbarShowsEveryItemWhereItIsPlaced() {
    let host = TestHost(width: 40, height: 6) { Customizable() }
    let bar = host.rows[0]
    #expect(bar.hasPrefix("Delete"))
    #expect(bar.hasSuffix("Share"))
    #expect(ToolbarItem(id: "share") { Text("x") }.id == "share")
  }
}
