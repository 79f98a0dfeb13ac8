/// How scrolling dismisses the software keyboard (`scrollDismissesKeyboard`); a terminal has
/// none.
public struct ScrollDismissesKeyboardMode: Sendable {
  private let name: String

  private init(_ name: String) { self.name = name }

  /// The context decides.
  public static let automatic = ScrollDismissesKeyboardMode("automatic")
  /// A scroll dismisses it at once.
  public static let immediately = ScrollDismissesKeyboardMode("immediately")
  /// A drag down dismisses it.
  public static let interactively = ScrollDismissesKeyboardMode("interactively")
  /// Scrolling leaves it.
  public static let never = ScrollDismissesKeyboardMode("never")
}

extension View {
  /// How scrolling dismisses the software keyboard; a terminal has none: accepted and ignored.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    modifier(EnvironmentWriter { $0.scrollDismissesKeyboardMode = mode })
  }
}
