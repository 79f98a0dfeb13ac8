import Decl
import DeclCanvas
import DeclGraph
import DeclTerminal

/// Turns a view hierarchy into frames: the graph for the views, the canvas for the cells,
/// and the encoder for the bytes a terminal needs to show the next frame.
@MainActor
final class FrameRenderer {
  let graph: ViewGraph
  private(set) var size: Size
  private(set) var canvas: CellCanvas
  private let encoder: FrameEncoder
  /// The rows an inline run draws on; nil for a full-screen run, which fills `size`.
  private(set) var inlineRegion: InlineRegion?
  /// `bodyEvaluations` when the previous frame ended, to count the body runs of each frame.
  private var bodyEvaluationsBefore = 0
  /// Time spent handling input since the previous frame: part of the next frame's update.
  private var inputDuration = Duration.zero

  init(
    root: any View, size: Size, environment: EnvironmentValues = EnvironmentValues(),
    encoder: FrameEncoder = FrameEncoder(), sceneStorage: SceneStorageValues? = nil
  ) {
    self.encoder = encoder
    let size = Size(width: max(0, size.width), height: max(0, size.height))
    self.graph = ViewGraph(
      root: root, environment: environment, screenSize: size, sceneStorage: sceneStorage,
      writeWarning: { WarningOutput.write($0) })
    self.size = size
    self.canvas = CellCanvas(width: 0, height: 0)
  }

  var stats: RenderStats { graph.context.diagnostics.stats }

  /// Makes frames inline: as tall as the view's ideal height (at most `size`'s), in the top
  /// leading corner, drawn on the screen from row `origin` down.
  func drawInline(from origin: Int) {
    let region = InlineRegion(origin: origin, terminalHeight: size.height)
    inlineRegion = region
    encoder.inlineOrigin = region.origin
    graph.rootAlignment = .topLeading
  }

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
    if let origin = inlineRegion?.origin, origin != 0 {
      // The terminal reports screen rows; the canvas starts at the region's top.
      let moved = events.map { event in
        guard case .mouse(var mouse) = event else { return event }
        mouse.y -= origin
        return .mouse(mouse)
      }
      graph.apply(moved) { graph.layout(in: size) }
    } else {
      graph.apply(events) { graph.layout(in: size) }
    }
    inputDuration += ContinuousClock.now - start
  }

  /// Runs pending updates, lays out and draws; returns the bytes that bring a terminal
  /// showing the previous frame up to date (empty when nothing changed).
  @discardableResult
  func renderFrame() -> [UInt8] {
    let start = ContinuousClock.now
    graph.processUpdates()
    let room = fitInlineRegion()
    let updated = ContinuousClock.now
    graph.layout(in: size)
    let laidOut = ContinuousClock.now
    canvas = graph.draw(in: size)
    let drawn = ContinuousClock.now
    let bytes = room + encoder.encode(canvas, cursor: graph.context.lastFrame.cursor)
    let encoded = ContinuousClock.now
    graph.context.diagnostics.stats.frames += 1
    graph.context.diagnostics.stats.lastFrameBytes = bytes.count
    var frame = FrameStats()
    frame.updateDuration = inputDuration + (updated - start)
    frame.layoutDuration = laidOut - updated
    frame.drawDuration = drawn - laidOut
    frame.encodeDuration = encoded - drawn
    inputDuration = .zero
    recordFrameStats(frame)
    return bytes
  }

  /// Sizes an inline run's frame to the view's ideal height; returns the bytes that make room
  /// below the region when it grew past the bottom of the screen.
  private func fitInlineRegion() -> [UInt8] {
    guard var region = inlineRegion else { return [] }
    let room = region.resize(to: graph.idealHeight(width: size.width))
    size.height = region.height
    if region.origin != inlineRegion?.origin { encoder.inlineOrigin = region.origin }
    inlineRegion = region
    return room
  }

  private func recordFrameStats(_ timed: FrameStats) {
    let stats = graph.context.diagnostics.stats
    var frame = timed
    frame.frame = stats.frames
    frame.encoder = encoder.stats
    frame.bodyRuns = stats.bodyEvaluations - bodyEvaluationsBefore
    frame.layoutCacheHits = stats.layoutCacheHits
    frame.layoutCacheMisses = stats.layoutCacheMisses
    bodyEvaluationsBefore = stats.bodyEvaluations
    graph.context.diagnostics.stats.lastFrame = frame
  }

  /// The row of an inline region the terminal's cursor is on, when known.
  var inlineCursorRow: Int? { inlineRegion == nil ? nil : encoder.cursorRow }

  /// Moves an inline region's top to `row`, where the terminal says it is now (a resize
  /// scrolls or rewraps the screen under it); the next frame repaints it there.
  func placeInline(at row: Int) {
    guard var region = inlineRegion else { return }
    region.origin = min(max(0, row), region.terminalHeight - 1)
    inlineRegion = region
    encoder.invalidate()
    encoder.inlineOrigin = region.origin
  }

  /// A new screen size (or a screen whose contents are gone, after a resume): the next
  /// frame is laid out again and repainted in full. An inline region keeps its top row if it
  /// is still on screen, or starts again on the bottom row when `forgetOrigin` (the shell has
  /// printed meanwhile).
  func resize(to size: Size, forgetOrigin: Bool = false) {
    let size = Size(width: max(0, size.width), height: max(0, size.height))
    if var region = inlineRegion {
      region.terminalResized(height: size.height)
      if forgetOrigin { region.origin = region.terminalHeight - 1 }
      inlineRegion = region
      self.size = Size(width: size.width, height: region.height)
      encoder.invalidate()
      encoder.inlineOrigin = region.origin
      return
    }
    self.size = size
    encoder.invalidate()
  }
}
