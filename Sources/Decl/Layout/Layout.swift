import Foundation

/// A type that places its subviews, as SwiftUI's `Layout` does: a parent proposes a size, the
/// layout answers with the size it wants (`sizeThatFits`) and then places each subview
/// (`placeSubviews`). Sizes and positions are in points (a column is 8 points, a row 16).
///
/// ```swift
/// struct EqualWidthHStack: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
///     let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
///     return CGSize(width: widest * CGFloat(subviews.count), height: tallest)
///   }
///   func placeSubviews(
///     in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
///   ) {
///     let width = bounds.width / CGFloat(max(1, subviews.count))
///     for (index, subview) in subviews.enumerated() {
///       subview.place(
///         at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY),
///         proposal: ProposedViewSize(width: width, height: bounds.height))
///     }
///   }
/// }
///
/// EqualWidthHStack { Text("A"); Text("Longer"); Text("C") }
/// ```
@MainActor @preconcurrency
public protocol Layout {
  /// Data a layout keeps between calls, made by `makeCache(subviews:)`.
  associatedtype Cache = Void
  /// The views a layout places.
  typealias Subviews = LayoutSubviews

  /// Properties of the layout as a container (a stack's orientation, for dividers and spacers).
  static var layoutProperties: LayoutProperties { get }

  /// The size the layout wants for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places every subview inside `bounds`, the size the layout answered for `proposal`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The spacing the layout as a whole wants around it.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// Where an alignment guide of the whole layout is, if the layout says so.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// Where an alignment guide of the whole layout is, if the layout says so.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// Makes the cache for these subviews.
  func makeCache(subviews: Subviews) -> Cache

  /// Updates the cache after the subviews changed (by default, makes it again).
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// Lays out `content` with this layout: `MyLayout { Text("A"); Text("B") }`.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == () {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// What a layout is as a container.
public struct LayoutProperties: Sendable {
  /// The axis a stack lays its subviews along, or nil; dividers and spacers inside run across
  /// and along it.
  public var stackOrientation: Axis?

  public init() { stackOrientation = nil }
}

/// A layout used as a view: the view `MyLayout { … }` makes.
package struct LayoutView<L: Layout, Content: View>: View {
  package let layout: L
  package let content: Content

  package init(layout: L, content: Content) {
    self.layout = layout
    self.content = content
  }

  package typealias Body = Never
}
