import Foundation

/// The size a `PreviewProvider`'s preview is shown at: accepted; previews fill the terminal.
public enum PreviewLayout: Sendable {
  /// The device's screen.
  case device
  /// The content's ideal size.
  case sizeThatFits
  /// A fixed size in points.
  case fixed(width: CGFloat, height: CGFloat)
}
