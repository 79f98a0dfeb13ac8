import Foundation

/// A type-erased layout: switching the layout it wraps keeps the subviews, and their state.
///
/// ```swift
/// let layout = horizontalSizeClass == .regular ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
public struct AnyLayout: Layout, CellLayout {
  /// The wrapped layout, as the renderer runs it (in cells).
  private let cellLayout: any CellLayout
  private let layoutType: ObjectIdentifier

  /// Wraps a layout.
  public init<L: Layout>(_ layout: L) {
    if let erased = layout as? AnyLayout {
      self = erased
      return
    }
    cellLayout = (layout as? any CellLayout) ?? PointLayoutAdapter(layout)
    layoutType = ObjectIdentifier(L.self)
  }

  /// The cache of whichever layout is wrapped now.
  public final class Cache {
    fileprivate var inner: Any?
    fileprivate var layoutType: ObjectIdentifier?
    fileprivate var isStale = false

    fileprivate init() {}
  }

  package var stackOrientation: Axis? { cellLayout.stackOrientation }

  package var hasExplicitAlignment: Bool { cellLayout.hasExplicitAlignment }

  public func makeCache(subviews: Subviews) -> Cache { Cache() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.isStale = true }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    pointSize(proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    placeInPoints(bounds: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  package func makeCellCache(subviews: LayoutSubviews) -> Cache { Cache() }

  package func updateCellCache(_ cache: inout Cache, subviews: LayoutSubviews) {
    cache.isStale = true
  }

  package func sizeThatFits(
    cells proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache
  ) -> Size {
    func run<C: CellLayout>(_ layout: C) -> Size {
      var inner = innerCache(layout, cache, subviews)
      defer { cache.inner = inner }
      return layout.sizeThatFits(cells: proposal, subviews: subviews, cache: &inner)
    }
    return run(cellLayout)
  }

  package func placeSubviews(
    cells bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache
  ) {
    func run<C: CellLayout>(_ layout: C) {
      var inner = innerCache(layout, cache, subviews)
      defer { cache.inner = inner }
      layout.placeSubviews(cells: bounds, proposal: proposal, subviews: subviews, cache: &inner)
    }
    run(cellLayout)
  }

  package func explicitGuide(
    _ guide: AlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout Cache
  ) -> CGFloat? {
    func run<C: CellLayout>(_ layout: C) -> CGFloat? {
      var inner = innerCache(layout, cache, subviews)
      defer { cache.inner = inner }
      return layout.explicitGuide(
        guide, size: size, proposal: proposal, subviews: subviews, cache: &inner)
    }
    return run(cellLayout)
  }

  /// The wrapped layout's cache: made when the layout type changed, updated when stale.
  private func innerCache<C: CellLayout>(_ layout: C, _ cache: Cache, _ subviews: LayoutSubviews)
    -> C.CellCache
  {
    if cache.layoutType == layoutType, var inner = cache.inner as? C.CellCache {
      if cache.isStale {
        layout.updateCellCache(&inner, subviews: subviews)
        cache.isStale = false
      }
      return inner
    }
    cache.layoutType = layoutType
    cache.isStale = false
    return layout.makeCellCache(subviews: subviews)
  }
}
