/// The parts of a lazy stack's or grid's sections that stay in view while the section scrolls
/// past (`LazyVStack(pinnedViews: [.sectionHeaders])`).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Section headers stay at the top of the scroll view while their section is in view.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers stay at the bottom of the scroll view while their section is in view.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
