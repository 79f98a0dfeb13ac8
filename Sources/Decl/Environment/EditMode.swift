/// Whether the user is editing a list: while editing, rows that can be deleted show `⊖`
/// before them (a click on it deletes the row) and rows that can be moved show `≡` after them.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// if editMode?.wrappedValue.isEditing == true { Text("Editing") }
/// ```
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe); shown as editing.
  case transient
  /// Editing.
  case active

  /// Whether this mode is one of editing.
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// The edit mode of the navigation stack around (each stack keeps one); nil outside one,
  /// unless set with `.environment(\.editMode, $mode)`.
  @Entry public var editMode: Binding<EditMode>? = nil
}

/// A list row while editing: `⊖` in red before a row that can be deleted, `≡` in grey at the
/// end of one that can be moved.
package struct EditingRow: View {
  private let content: any View
  private let isDeletable: Bool
  private let isMovable: Bool

  /// The column a click on deletes the row in (`⊖`), from the row's leading edge.
  package static let deleteColumns = 2

  package init(content: any View, isDeletable: Bool, isMovable: Bool) {
    self.content = content
    self.isDeletable = isDeletable
    self.isMovable = isMovable
  }

  package var body: some View {
    HStack(spacing: 0) {
      if isDeletable { Text("⊖ ").foregroundColor(.red) }
      AnyView(content)
      if isMovable {
        Spacer(minLength: 0)
        Text(" ≡").foregroundColor(.secondary)
      }
    }
  }
}
