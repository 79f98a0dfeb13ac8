import Decl
import DeclGraph

/// The frame phases of the folders above the graph, in the order the graph calls them (see
/// `FramePhases`): each forwards to the folder that does the work.
struct StandardFramePhases: FramePhases {
  func didProcessUpdates(_ graph: ViewGraph) {
    graph.refreshFocusedValues()
  }

  func didPlaceRoot(_ graph: ViewGraph, in size: Size) {
    graph.layoutModalLayers(in: size)
    if graph.context.focus.needsScrollIntoView {
      graph.context.focus.needsScrollIntoView = false
      graph.scrollFocusedIntoView()
    }
    graph.applyScrollRequests()
  }

  func realizeLazyRows(_ graph: ViewGraph) -> Bool {
    graph.realizeLazyRows()
  }

  func observeLayout(_ graph: ViewGraph) {
    graph.observeLayout()
  }

  func applyFocusHandoff(_ graph: ViewGraph) -> Bool {
    graph.applyFocusHandoff()
  }

  func drawOverlays(_ graph: ViewGraph, into drawing: inout FrameDrawing) {
    // Footers under the screen's modal layers, then the layers' own footers over them.
    graph.drawKeyHelpFooters(into: &drawing)
    graph.drawModalLayers(into: &drawing)
    graph.drawKeyHelpFooters(into: &drawing)
    graph.drawHelpLine(into: &drawing)
  }
}
