/// Encoders other terminal UI libraries use, driven by the same frames as `FrameEncoder` so the
/// benchmark can compare the bytes each strategy writes. Neither tracks the cursor or the pen
/// between frames; both start every frame from a reset pen and leave it reset.
public enum ReferenceEncoder {
  /// Rewrites the whole frame whenever anything changed, as Ink does.
  public final class FullRepaint {
    private let depth: ColorDepth
    private var previous: Canvas?

    /// Creates an encoder whose first frame is a full repaint (as are all later ones).
    public init(depth: ColorDepth = .trueColor) {
      self.depth = depth
    }

    /// Every row of `canvas`, or nothing when it equals the previous frame.
    public func encode(_ canvas: Canvas) -> [UInt8] {
      defer { previous = canvas }
      guard canvas != previous else { return [] }
      return FrameSerializer.fullFrameBytes(canvas, depth: depth)
    }
  }

  /// Rewrites each changed line in full (move to its start, all its cells, erase the rest),
  /// as Bubble Tea's renderer does.
  public final class LineRepaint {
    private let depth: ColorDepth
    private var previous: Canvas?

    /// Creates an encoder whose first frame is a full repaint.
    public init(depth: ColorDepth = .trueColor) {
      self.depth = depth
    }

    /// The changed rows of `canvas`; every row when the size changed.
    public func encode(_ canvas: Canvas) -> [UInt8] {
      defer { previous = canvas }
      guard let previous, previous.size == canvas.size else {
        return FrameSerializer.fullFrameBytes(canvas, depth: depth)
      }
      var out: [UInt8] = []
      var pen: UInt64 = 0
      for y in 0..<canvas.height where canvas.row(y) != previous.row(y) {
        FrameSerializer.appendRow(y, of: canvas, depth: depth, plain: false, pen: &pen, into: &out)
      }
      if pen != 0 { out.append(contentsOf: ControlBytes.reset) }
      return out
    }
  }
}
