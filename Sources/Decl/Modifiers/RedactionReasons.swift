/// Why views are drawn redacted (`redacted(reason:)`).
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Content shown as a placeholder while the real content loads: text is drawn as `▒` blocks.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Content hidden for privacy (`privacySensitive`); not applied in a terminal.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content not shown because it would be stale.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
  /// Why views here are redacted; empty when they are drawn as they are.
  @Entry public var redactionReasons: RedactionReasons = []
}

extension View {
  /// Draws the view redacted for `reason`: with `.placeholder`, every text inside is drawn as
  /// `▒` blocks of its width.
  ///
  /// ```swift
  /// ArticleRow(article: .sample).redacted(reason: isLoading ? .placeholder : [])
  /// ```
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(EnvironmentWriter { $0.redactionReasons.formUnion(reason) })
  }

  /// Draws the view as it is inside a redacted view.
  public func unredacted() -> some View {
    modifier(EnvironmentWriter { $0.redactionReasons = [] })
  }

  /// Marks the view as holding private data; a terminal has no privacy redaction: accepted and
  /// ignored.
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}
