import Decl
import DeclCombine
import Testing

/// `ImageRenderer` keeps its view and settings, announces changes, and makes no bitmap.
@MainActor
@Suite struct ImageRendererTests {
  @Test func keepsItsSettingsAndMakesNoImage() {
    let renderer = ImageRenderer(content: Text("chart"))
    var changes = 0
    let subscription = renderer.objectWillChange.sink { changes += 1 }
    renderer.scale = 2
    renderer.proposedSize = ProposedViewSize(width: 100, height: 50)
    renderer.isOpaque = true
    #expect(changes == 3)
    #expect(renderer.scale == 2 && renderer.isOpaque)
    #expect(renderer.proposedSize == ProposedViewSize(width: 100, height: 50))
    #expect(renderer.uiImage == nil)
    subscription.cancel()
  }
}
