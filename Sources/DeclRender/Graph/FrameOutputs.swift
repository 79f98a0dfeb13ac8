import Decl

/// What the last frame's drawing found: where the terminal cursor goes (a focused text
/// field's caret), and the regions clicks land on.
struct FrameOutputs {
  var cursor: Point?
  var hitRegions: [HitRegion] = []
}
