import Foundation

/// A view's size, with its alignment guides, in points.
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width in points.
  public var width: CGFloat
  /// The view's height in points.
  public var height: CGFloat
  /// The guides the view sets itself, looked up when read.
  package let explicitGuides: ExplicitGuides?

  package init(size: CGSize, explicitGuides: ExplicitGuides? = nil) {
    width = size.width
    height = size.height
    self.explicitGuides = explicitGuides
  }

  /// Where a horizontal alignment guide is, from the leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? defaultValue(guide)
  }

  /// Where a vertical alignment guide is, from the top edge.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? defaultValue(guide)
  }

  /// Where the view sets a horizontal guide itself (`alignmentGuide`), or nil.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    explicitGuides?.value(.horizontal(guide))
  }

  /// Where the view sets a vertical guide itself (`alignmentGuide`), or nil.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    explicitGuides?.value(.vertical(guide))
  }

  /// Where a horizontal guide falls when the view does not set it.
  package func defaultValue(_ guide: HorizontalAlignment) -> CGFloat {
    if let custom = guide.custom { return custom.defaultValue(in: self) }
    switch guide.value {
    case .leading: return 0
    case .center: return width / 2
    case .trailing: return width
    }
  }

  /// Where a vertical guide falls when the view does not set it.
  package func defaultValue(_ guide: VerticalAlignment) -> CGFloat {
    if let custom = guide.custom { return custom.defaultValue(in: self) }
    switch guide.value {
    case .top: return 0
    case .center: return height / 2
    case .bottom: return height
    }
  }

  public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
    a.width == b.width && a.height == b.height && a.explicitGuides === b.explicitGuides
  }
}

/// The guides one view sets itself, at one size: asked of the view's node when read. Layout
/// runs on the main actor, which is where `ViewDimensions` are read.
package final class ExplicitGuides: @unchecked Sendable {
  private let lookup: @MainActor (AlignmentGuide) -> CGFloat?

  package init(_ lookup: @escaping @MainActor (AlignmentGuide) -> CGFloat?) {
    self.lookup = lookup
  }

  package func value(_ guide: AlignmentGuide) -> CGFloat? {
    MainActor.assumeIsolated { lookup(guide) }
  }
}
