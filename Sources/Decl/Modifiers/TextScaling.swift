import Foundation

// Text in a terminal has one size: it cannot shrink or tighten to fit, so text that does not
// fit wraps or is cut with "…" as its line limit says. These are accepted so SwiftUI code
// compiles unchanged.

extension View {
  /// Accepted: a terminal cannot shrink text, which wraps or is cut with "…" instead.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    modifier(EnvironmentWriter { $0.minimumScaleFactor = factor })
  }

  /// Accepted: a terminal cannot tighten the spacing between characters.
  public func allowsTightening(_ flag: Bool) -> some View {
    modifier(EnvironmentWriter { $0.allowsTightening = flag })
  }
}
