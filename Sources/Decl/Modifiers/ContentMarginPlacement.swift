import Foundation

/// Which content of a scroll view `contentMargins` applies to.
public struct ContentMarginPlacement: Sendable {
  private let name: String

  private init(_ name: String) { self.name = name }

  /// The scroll content and its indicators.
  public static let automatic = ContentMarginPlacement("automatic")
  /// The scroll content only.
  public static let scrollContent = ContentMarginPlacement("scrollContent")
  /// The scroll indicators only.
  public static let scrollIndicators = ContentMarginPlacement("scrollIndicators")
}

extension View {
  /// Margins around the content of scroll views inside: accepted and ignored (pad the content
  /// itself instead).
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View { self }

  /// Margins around the content of scroll views inside: accepted and ignored.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View { self }

  /// Margins around the content of scroll views inside: accepted and ignored.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  { self }
}
