import Foundation

/// An object that takes part in UIKit's responder chain. Decl has no Objective-C runtime, so
/// `sendAction(#selector(...))` does not compile; `resignFirstResponder()` is accepted, and
/// SwiftUI's `@FocusState` is the way to move focus.
@MainActor
open class UIResponder: Hashable {
  public init() {}

  /// Whether the object can take focus.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the object has focus.
  open var isFirstResponder: Bool { false }

  /// Asks for focus; refused.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives up focus; accepted.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  /// The key commands the responder offers: none (SwiftUI's `keyboardShortcut` is Decl's way).
  open var keyCommands: [UIKeyCommand]? { nil }

  /// The undo manager the responder chain offers: none.
  open var undoManager: UndoManager? { nil }

  /// Responders are equal when they are the same object.
  public nonisolated static func == (a: UIResponder, b: UIResponder) -> Bool { a === b }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
