import Decl

/// Turns a view hierarchy into frames: the graph for the views, the canvas for the cells,
/// and the encoder for the bytes a terminal needs to show the next frame.
@MainActor
final class FrameRenderer {
  let graph: ViewGraph
  private(set) var size: Size
  private(set) var canvas: Canvas
  private let encoder: FrameEncoder
  /// `bodyEvaluations` when the previous frame ended, to count the body runs of each frame.
  private var bodyEvaluationsBefore = 0
  /// Time spent handling input since the previous frame: part of the next frame's update.
  private var inputDuration = Duration.zero

  init(
    root: any View, size: Size, environment: EnvironmentValues = EnvironmentValues(),
    encoder: FrameEncoder = FrameEncoder()
  ) {
    self.encoder = encoder
    self.graph = ViewGraph(root: root, environment: environment)
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    self.canvas = Canvas(width: 0, height: 0)
  }

  var stats: RenderStats { graph.context.stats }

  /// Runs `body`, which hands input to the graph (and runs the updates it causes), counting
  /// its time toward the next frame's update.
  func handlingInput<Result>(_ body: () -> Result) -> Result {
    let start = ContinuousClock.now
    defer { inputDuration += ContinuousClock.now - start }
    return body()
  }

  /// Applies input events that arrived together, in order (`ViewGraph.apply`), counting their
  /// time toward the next frame's update.
  func apply(_ events: some Sequence<InputEvent>) {
    let start = ContinuousClock.now
    graph.apply(events) { graph.layout(in: size) }
    inputDuration += ContinuousClock.now - start
  }

  /// Runs pending updates, lays out and draws; returns the bytes that bring a terminal
  /// showing the previous frame up to date (empty when nothing changed).
  @discardableResult
  func renderFrame() -> [UInt8] {
    let start = ContinuousClock.now
    graph.processUpdates()
    let updated = ContinuousClock.now
    graph.layout(in: size)
    let laidOut = ContinuousClock.now
    canvas = graph.draw(in: size)
    let drawn = ContinuousClock.now
    let bytes = encoder.encode(canvas, cursor: graph.context.cursor)
    let encoded = ContinuousClock.now
    graph.context.stats.frames += 1
    graph.context.stats.lastFrameBytes = bytes.count
    var frame = FrameStats()
    frame.updateDuration = inputDuration + (updated - start)
    frame.layoutDuration = laidOut - updated
    frame.drawDuration = drawn - laidOut
    frame.encodeDuration = encoded - drawn
    inputDuration = .zero
    recordFrameStats(frame)
    return bytes
  }

  private func recordFrameStats(_ timed: FrameStats) {
    let stats = graph.context.stats
    var frame = timed
    frame.frame = stats.frames
    frame.encoder = encoder.stats
    frame.bodyRuns = stats.bodyEvaluations - bodyEvaluationsBefore
    frame.layoutCacheHits = stats.layoutCacheHits
    frame.layoutCacheMisses = stats.layoutCacheMisses
    bodyEvaluationsBefore = stats.bodyEvaluations
    graph.context.stats.lastFrame = frame
  }

  /// A new screen size (or a screen whose contents are gone, after a resume): the next
  /// frame is laid out again and repainted in full.
  func resize(to size: Size) {
    let size = Size(width: max(0, size.width), height: max(0, size.height))
    self.size = size
    encoder.invalidate()
  }
}
