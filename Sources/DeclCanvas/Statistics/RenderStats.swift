import Decl

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
  /// Rounds of layout the last frame took to settle (`ViewGraph.settle`): 1 when nothing read
  /// the layout and changed it.
  public var lastSettleRounds = 0
  /// What the last frame cost, counter by counter.
  public var lastFrame = FrameStats()
  /// Warnings reported about API misuse, in order.
  public var warnings: [String] = []

  public init() {}
}
