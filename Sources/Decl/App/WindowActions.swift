import Foundation

// Opening and closing windows. A terminal program shows one window, its first scene's; there
// is no second window to open, so `openWindow` does nothing, and `dismissWindow()` closes the
// one window, which ends the program (as closing an app's last window does on a Mac).

/// Opens a window of the app's scenes (`@Environment(\.openWindow)`): a terminal has its one
/// window, so nothing opens.
public struct OpenWindowAction: Sendable {
  package init() {}

  /// Opens the window presenting `value`.
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

  /// Opens the window with identifier `id`.
  @MainActor public func callAsFunction(id: String) {}

  /// Opens the window with identifier `id` presenting `value`.
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
  }
}

/// Closes a window (`@Environment(\.dismissWindow)`): closing the terminal's one window ends
/// the program; closing another window (by identifier or value) does nothing.
public struct DismissWindowAction: Sendable {
  package let closeWindow: @MainActor @Sendable () -> Void

  package init(closeWindow: @escaping @MainActor @Sendable () -> Void) {
    self.closeWindow = closeWindow
  }

  /// Closes the window the view is in: the program's window, so the program ends.
  @MainActor public func callAsFunction() { closeWindow() }

  /// Closes the window with identifier `id`: there is none besides the program's.
  @MainActor public func callAsFunction(id: String) {}

  /// Closes the window presenting `value`.
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

  /// Closes the window with identifier `id` presenting `value`.
  @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
  }
}

/// Starts renaming the view around (`@Environment(\.rename)`): runs what `renameAction` set.
public struct RenameAction {
  package let action: @MainActor () -> Void

  package init(action: @escaping @MainActor () -> Void) { self.action = action }

  /// Starts renaming.
  @MainActor public func callAsFunction() { action() }
}

private struct OpenWindowKey: EnvironmentKey {
  static var defaultValue: OpenWindowAction { OpenWindowAction() }
}

private struct DismissWindowKey: EnvironmentKey {
  static var defaultValue: DismissWindowAction {
    DismissWindowAction { WindowClosing.closeProgramWindow?() }
  }
}

/// What closing the program's window does: ending the program, which `App.main` installs
/// (nothing in tests and previews).
@MainActor
package enum WindowClosing {
  package static var closeProgramWindow: (@MainActor () -> Void)?
}

private struct RenameKey: EnvironmentKey {
  static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
  /// Opens windows: a terminal has its one window, so nothing opens.
  public var openWindow: OpenWindowAction {
    get { self[OpenWindowKey.self] }
    set { self[OpenWindowKey.self] = newValue }
  }

  /// Closes the window, which ends a terminal program.
  public var dismissWindow: DismissWindowAction {
    get { self[DismissWindowKey.self] }
    set { self[DismissWindowKey.self] = newValue }
  }

  /// What starts renaming the view around (`renameAction`), if anything.
  public var rename: RenameAction? {
    get { self[RenameKey.self] }
    set { self[RenameKey.self] = newValue }
  }
}

extension View {
  /// Sets what renaming does for the views inside (a `RenameButton`, the `rename` action).
  public func renameAction(_ action: @escaping () -> Void) -> some View {
    environment(\.rename, RenameAction { action() })
  }

  /// Makes renaming focus the field `isFocused` is bound to.
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
    environment(\.rename, RenameAction { isFocused.wrappedValue = true })
  }
}
