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

extension EnvironmentValues {
  /// Opens windows: a terminal has its one window, so nothing opens.
  @Entry public var openWindow: OpenWindowAction = OpenWindowAction()

  /// Closes the window, which ends a terminal program.
  public var dismissWindow: DismissWindowAction {
    get { self[DismissWindowKey.self] }
    set { self[DismissWindowKey.self] = newValue }
  }
}
