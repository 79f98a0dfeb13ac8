import Decl

/// What one frame cost. A real terminal run writes one line of these per frame to the file
/// named by the `DECL_STATS` environment variable.
public struct FrameStats: Hashable, Sendable {
  /// The frame's number, counting from 1.
  public var frame = 0
  /// What the encoder did: bytes, cells compared and emitted, SGR emitted and skipped, rows
  /// scrolled.
  public var encoder = EncoderStats()
  /// `body` runs since the previous frame.
  public var bodyRuns = 0
  /// Size requests answered from a node's cache during the frame's layout.
  public var layoutCacheHits = 0
  /// Size requests computed during the frame's layout.
  public var layoutCacheMisses = 0
  /// Time spent on the update: handling the input since the previous frame (routing keys and
  /// clicks, the state changes and body runs they caused) and the updates the frame ran
  /// first (body runs, reconciliation, lifecycle actions).
  public var updateDuration = Duration.zero
  /// Time spent laying out.
  public var layoutDuration = Duration.zero
  /// Time spent drawing into the canvas.
  public var drawDuration = Duration.zero
  /// Time spent encoding the difference from the previous frame as bytes.
  public var encodeDuration = Duration.zero

  /// The whole frame's time: update, layout, draw and encode (depends on the machine).
  public var duration: Duration {
    updateDuration + layoutDuration + drawDuration + encodeDuration
  }

  /// Creates zeroed counters.
  public init() {}

  /// One line of `name=value` pairs, as `DECL_STATS` records it.
  public var logLine: String {
    "frame=\(frame) bytes=\(encoder.bytes) cells_compared=\(encoder.cellsCompared)"
      + " cells_emitted=\(encoder.cellsEmitted) sgr_emitted=\(encoder.sgrEmitted)"
      + " sgr_skipped=\(encoder.sgrSkipped) rows_scrolled=\(encoder.rowsScrolled)"
      + " body_runs=\(bodyRuns)"
      + " layout_hits=\(layoutCacheHits) layout_misses=\(layoutCacheMisses)"
      + " us=\(duration.microseconds) update_us=\(updateDuration.microseconds)"
      + " layout_us=\(layoutDuration.microseconds) draw_us=\(drawDuration.microseconds)"
      + " encode_us=\(encodeDuration.microseconds)"
  }
}

extension Duration {
  /// The duration in whole microseconds.
  package var microseconds: Int {
    Int(components.seconds * 1_000_000 + components.attoseconds / 1_000_000_000_000)
  }
}
