/// Counters of what rendering cost, for tests and the benchmark.
public struct RenderStats: Sendable {
  /// `body` runs since the host started (views and view modifiers).
  public var bodyEvaluations = 0
  /// Bytes the terminal encoder emitted for the last frame, diffed against the one before.
  public var lastFrameBytes = 0
  /// Frames rendered.
  public var frames = 0
  /// Size requests answered from a node's cache in the last layout pass.
  public var layoutCacheHits = 0
  /// Size requests computed in the last layout pass.
  public var layoutCacheMisses = 0
  /// What the last frame cost, counter by counter.
  public var lastFrame = FrameStats()
  /// Warnings reported about API misuse, in order.
  public var warnings: [String] = []

  public init() {}
}

/// What one frame cost. A real terminal run writes one line of these per frame to the file
/// named by the `DECL_STATS` environment variable.
public struct FrameStats: Hashable, Sendable {
  /// The frame's number, counting from 1.
  public var frame = 0
  /// Bytes written to the terminal.
  public var bytes = 0
  /// Cells the diff compared with the previous frame.
  public var cellsCompared = 0
  /// Graphemes written (changed cells, and unchanged ones re-printed as a cursor move).
  public var cellsEmitted = 0
  /// SGR sequences written.
  public var sgrEmitted = 0
  /// Cells written without an SGR because the pen already had their style.
  public var sgrSkipped = 0
  /// Rows moved by scrolling a terminal region rather than written again.
  public var rowsScrolled = 0
  /// `body` runs since the previous frame.
  public var bodyRuns = 0
  /// Size requests answered from a node's cache during the frame's layout.
  public var layoutCacheHits = 0
  /// Size requests computed during the frame's layout.
  public var layoutCacheMisses = 0
  /// Time spent updating, laying out, drawing and encoding (depends on the machine).
  public var duration = Duration.zero

  /// Creates zeroed counters.
  public init() {}

  /// One line of `name=value` pairs, as `DECL_STATS` records it.
  public var logLine: String {
    let microseconds =
      duration.components.seconds * 1_000_000
      + duration.components.attoseconds / 1_000_000_000_000
    return "frame=\(frame) bytes=\(bytes) cells_compared=\(cellsCompared)"
      + " cells_emitted=\(cellsEmitted) sgr_emitted=\(sgrEmitted) sgr_skipped=\(sgrSkipped)"
      + " rows_scrolled=\(rowsScrolled) body_runs=\(bodyRuns)"
      + " layout_hits=\(layoutCacheHits) layout_misses=\(layoutCacheMisses) us=\(microseconds)"
  }
}
