/// The size of text the user asked for. A terminal has one text size, so it changes nothing
/// drawn; code reads it (`@Environment(\.dynamicTypeSize)`) to choose layouts, and it is
/// `.large` (the system default) unless a view sets it.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The size a content size category names.
  public init(_ category: ContentSizeCategory) {
    self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
  }
}

extension EnvironmentValues {
  /// The text size the user asked for; `.large` unless a view sets it (see `DynamicTypeSize`).
  @Entry public var dynamicTypeSize: DynamicTypeSize = DynamicTypeSize.large

  /// The same size under its older name.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = DynamicTypeSize(newValue) }
  }
}

extension View {
  /// Sets the text size views inside read.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Keeps the text size views inside read within `range`.
  ///
  /// ```swift
  /// HeaderView().dynamicTypeSize(...DynamicTypeSize.xxLarge)
  /// ```
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in
      let all = DynamicTypeSize.allCases
      let allowed = all.filter { range.contains($0) }
      guard let lowest = allowed.first, let highest = allowed.last else { return }
      size = min(max(size, lowest), highest)
    }
  }
}
