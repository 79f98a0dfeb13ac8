import Decl
import DeclRender
import DeclTesting
import Testing

/// Every preview form and the asset symbols compile in Swift 5 mode, and work there too.
@MainActor
@Suite struct Swift5PreviewTests {
  @Test func findsEveryPreview() {
    let names = PreviewRegistry.all().filter { $0.module == "PreviewsSwift5Tests" }.map(\.name)
    #expect(
      names == [
        "PreviewForms", "Named", "With traits", "Fixed", "Statements", "Previewable",
        "Swatches", "Greeting_Previews",
      ])
  }

  @Test func previewableStateWorks() throws {
    let entry = PreviewRegistry.all().first {
      $0.module == "PreviewsSwift5Tests" && $0.name == "Previewable"
    }
    let preview = try #require(entry)
    let host = TestHost(width: 20, height: 3) { preview.view() }
    #expect(host.screen.contains("Count: 3"))
    host.tap("Add")
    #expect(host.screen.contains("Count: 4"))
  }

  @Test func assetColorDraws() {
    func background(_ view: some View) -> CellColor {
      TestHost(width: 2, height: 1) { view }.canvas[x: 0, y: 0].style.background
    }
    #expect(
      background(Color.accentBlue.environment(\.colorScheme, .light))
        == background(Color(red: 0x20 / 255, green: 0x60 / 255, blue: 0xE0 / 255)))
  }
}
