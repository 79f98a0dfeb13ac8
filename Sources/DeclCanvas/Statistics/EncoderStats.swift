/// Counters describing the last frame `FrameEncoder` produced.
public struct EncoderStats: Hashable, Sendable {
  /// Cells examined by the diff (whole rows count when they compare equal at once).
  public var cellsCompared = 0
  /// Graphemes written, including unchanged cells re-printed to move the cursor.
  public var cellsEmitted = 0
  /// SGR sequences written.
  public var sgrEmitted = 0
  /// Style changes that needed no SGR because the terminal's pen already matched.
  public var sgrSkipped = 0
  /// Rows moved on the terminal by scrolling a region instead of being written again.
  public var rowsScrolled = 0
  /// Total bytes of the frame.
  public var bytes = 0

  /// Creates zeroed counters.
  public init() {}
}
