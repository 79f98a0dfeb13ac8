import Decl

/// The phases of a frame that belong to the layers above the graph (modal layers, lazy rows,
/// layout readers, focus hand-off, scroll requests, focused values, key help). The graph's
/// update loop, settle loop and drawing call them in their order without naming the folders
/// that do the work; `Rendering/StandardFramePhases` is the implementation every graph gets.
@MainActor
package protocol FramePhases {
  /// After a round of updates: gathers the values focused views publish.
  func didProcessUpdates(_ graph: ViewGraph)
  /// After the root is placed in a screen of `size`: lays out modal layers, scrolls the
  /// focused control into view and applies scroll requests.
  func didPlaceRoot(_ graph: ViewGraph, in size: Size)
  /// Realises the rows lazy lists now show; true when there were any (layout again).
  func realizeLazyRows(_ graph: ViewGraph) -> Bool
  /// The layout settled: preference readers and geometry observers read it.
  func observeLayout(_ graph: ViewGraph)
  /// Moves focus as presentations asked; true when that changed anything (update again).
  func applyFocusHandoff(_ graph: ViewGraph) -> Bool
  /// Draws what goes over the root: key help footers, modal layers, the help line.
  func drawOverlays(_ graph: ViewGraph, into drawing: inout FrameDrawing)
}
