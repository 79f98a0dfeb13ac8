import Foundation

// A terminal has no safe area: nothing covers the edges of the screen. Insets placed with
// `safeAreaInset` sit beside the content, which takes the rest of the space; safe-area padding
// is padding; ignoring the safe area changes nothing.

extension View {
  /// Puts `content` along the top or bottom edge, and the view in the space left beside it.
  ///
  /// ```swift
  /// List(items) { Text($0.name) }
  ///   .safeAreaInset(edge: .bottom) { Button("Add") { add() } }
  /// ```
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        edge: edge == .top ? .top : .bottom,
        alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
        inset: content()))
  }

  /// Puts `content` along the leading or trailing edge, and the view in the space left beside
  /// it.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        edge: edge == .leading ? .leading : .trailing,
        alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
        inset: content()))
  }

  /// Pads the content on each edge: the safe area a terminal would add is padding.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    padding(insets)
  }

  /// Pads the given edges by `length` points (16 when nil): a terminal's safe area is padding.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(edges, length)
  }

  /// Pads every edge by `length` points: a terminal's safe area is padding.
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    padding(length)
  }

  /// A terminal has no safe area to extend into: accepted and ignored.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  { self }

  /// A terminal has no safe area to extend into: accepted and ignored.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The area system bars cover.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area the software keyboard covers.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: a view along one edge, and the spacing
/// between it and the content.
package struct SafeAreaInsetModifier<Inset: View>: ViewModifier {
  package let edge: Edge
  package let alignment: Alignment
  package let spacing: CGFloat?
  package let inset: Inset

  package typealias Body = Never
}
