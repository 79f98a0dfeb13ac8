extension Image {
  /// How much of a display's brightness range an image may use; a terminal's colours have one
  /// range, so every value draws the same.
  public struct DynamicRange: Hashable, Sendable {
    private let name: String

    /// The standard range.
    public static let standard = DynamicRange(name: "standard")
    /// Some extra brightness, kept close to the standard range.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// The display's whole range.
    public static let high = DynamicRange(name: "high")
  }

  /// Which way up a bitmap is stored (`Image(_:scale:orientation:label:)`).
  public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
    case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
  }
}
