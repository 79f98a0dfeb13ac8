import Decl

/// What the last frame's drawing found: where the terminal cursor goes (a focused text
/// field's caret), and the regions clicks land on.
package struct FrameOutputs {
  package var cursor: Point?
  package var hitRegions: [HitRegion] = []
}
