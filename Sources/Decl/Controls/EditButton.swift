/// A button that switches the edit mode around it: "Edit" starts editing, "Done" (in bold)
/// ends it. Usually in a toolbar.
///
/// ```swift
/// List { ForEach(items) { Text($0.name) }.onDelete(perform: delete) }
///   .toolbar { EditButton() }
/// ```
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  public init() {}

  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    Button {
      editMode?.wrappedValue = isEditing ? .inactive : .active
    } label: {
      if isEditing { Text("Done").bold() } else { Text("Edit") }
    }
  }
}
