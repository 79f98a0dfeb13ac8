import Decl
import DeclRender
import DeclTesting
import Testing

@MainActor
@Suite struct PreviewRegistryTests {
  @Test func findsEveryPreviewOfTheModule() {
    let entries = PreviewRegistry.all().filter { $0.module == "PreviewsTests" }
    #expect(
      entries.map(\.name) == [
        "PreviewForms", "Named", "With traits", "Fixed", "Statements", "Previewable",
        "Swatches", "Greeting_Previews",
      ])
    #expect(entries.first?.location == "PreviewsTests/PreviewForms.swift:18")
  }

  @Test func snapshotsEveryPreview() {
    assertPreviewSnapshots(module: "PreviewsTests", width: 30, height: 4)
  }
}
