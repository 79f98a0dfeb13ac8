import SwiftUI
import Testing

/// The unchanged file's previews are found and drawn, and its asset symbols draw the asset.
@MainActor
@Suite struct UnchangedFileTests {
  @Test func previewsAndAssetSymbolsOfAnUnchangedFile() {
    // This file is linked into both Apple-module targets (Swift 6 and Swift 5 modes).
    let module = String(reflecting: PreviewModel.self).split(separator: ".")[0]
    let names = PreviewRegistry.all().filter { $0.module == module }.map(\.name)
    #expect(names.contains("Named") && names.contains("Previewable") && names.contains("Swatches"))
    #expect(names.contains("Greeting_Previews"))
    let host = TestHost(width: 4, height: 1) { Color(.accentBlue) }
    // TestHost draws in the dark scheme: the set's dark variant.
    #expect(host.canvas[x: 0, y: 0].style.background == .rgb(0x80, 0xB0, 0xFF))
    #expect(UIColor(resource: .accentBlue) == UIColor.accentBlue)
    #expect(PreviewModel().count == 0)
  }
}
