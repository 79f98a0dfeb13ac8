import Foundation

/// A view made from a collection, one view per element, whose `data` the views stand for:
/// a `ForEach`, and a `ForEach` with modifiers. In a list, `onDelete` and `onMove` make its
/// rows deletable (Delete or Backspace) and movable (Alt-↑/↓).
public protocol DynamicViewContent: View {
  /// The collection the views are made from.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
  /// The content with `action` run when the user deletes rows (how `onDelete` reaches a
  /// `ForEach` under modifiers).
  func _settingDeleteAction(_ action: ((IndexSet) -> Void)?) -> Self
  /// The content with `action` run when the user moves rows.
  func _settingMoveAction(_ action: ((IndexSet, Int) -> Void)?) -> Self
}

extension DynamicViewContent {
  /// Content of another kind has no rows to delete: itself.
  public func _settingDeleteAction(_ action: ((IndexSet) -> Void)?) -> Self { self }
  /// Content of another kind has no rows to move: itself.
  public func _settingMoveAction(_ action: ((IndexSet, Int) -> Void)?) -> Self { self }

  /// Lets the user delete rows from the keyboard: Delete or Backspace on the focused row.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    _settingDeleteAction(action)
  }

  /// Lets the user move rows from the keyboard: Alt-↑ and Alt-↓ on the focused row.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    _settingMoveAction(action)
  }
}

extension ForEach: DynamicViewContent {
  public func _settingDeleteAction(_ action: ((IndexSet) -> Void)?) -> ForEach {
    onDelete(perform: action)
  }

  public func _settingMoveAction(_ action: ((IndexSet, Int) -> Void)?) -> ForEach {
    onMove(perform: action)
  }
}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier: ViewModifier {
  /// The collection of the modified views.
  public var data: Content.Data { content.data }

  public func _settingDeleteAction(_ action: ((IndexSet) -> Void)?) -> ModifiedContent {
    ModifiedContent(content: content._settingDeleteAction(action), modifier: modifier)
  }

  public func _settingMoveAction(_ action: ((IndexSet, Int) -> Void)?) -> ModifiedContent {
    ModifiedContent(content: content._settingMoveAction(action), modifier: modifier)
  }
}
