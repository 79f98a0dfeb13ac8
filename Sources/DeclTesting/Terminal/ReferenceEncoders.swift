import DeclRender

/// Encoders other terminal UI libraries use, driven by the same frames as `FrameEncoder` so the
/// benchmark can compare the bytes each strategy writes. Neither tracks the cursor or the pen
/// between frames; every frame starts from a reset pen and leaves it reset.
public final class ReferenceEncoder {
  /// What a frame rewrites.
  public enum Strategy: Sendable {
    /// The whole frame whenever anything changed, as Ink does.
    case fullRepaint
    /// Each changed line in full (move to its start, all its cells, erase the rest), as Bubble
    /// Tea's renderer does.
    case lineRepaint
  }

  private let strategy: Strategy
  private let depth: ColorDepth
  private var previous: CellCanvas?

  /// Creates an encoder whose first frame is a full repaint.
  public init(_ strategy: Strategy, depth: ColorDepth = .trueColor) {
    self.strategy = strategy
    self.depth = depth
  }

  /// The bytes this strategy writes for `canvas`; nothing when it equals the previous frame.
  public func encode(_ canvas: CellCanvas) -> [UInt8] {
    defer { previous = canvas }
    guard let previous, previous.size == canvas.size else {
      return FrameSerializer.fullFrameBytes(canvas, depth: depth)
    }
    guard canvas != previous else { return [] }
    if strategy == .fullRepaint { return FrameSerializer.fullFrameBytes(canvas, depth: depth) }
    var out: [UInt8] = []
    var pen: UInt64 = 0
    for y in 0..<canvas.height where canvas.row(y) != previous.row(y) {
      FrameSerializer.appendRow(y, of: canvas, depth: depth, plain: false, pen: &pen, into: &out)
    }
    if pen != 0 { out.append(contentsOf: ControlBytes.reset) }
    return out
  }
}
