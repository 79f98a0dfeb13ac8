/// A device orientation a preview names: accepted; a terminal has the one shape it has.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
  /// The orientation's name.
  public let id: String

  /// Upright.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// On its side, home button (or top) to the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// On its side, home button (or top) to the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

  public static let allCases: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
}
