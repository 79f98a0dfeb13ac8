import Decl
import DeclRender
import DeclTesting
import Testing

/// The AssetSymbols plugin's symbols draw the colours and images of this target's catalog.
@MainActor
@Suite struct AssetSymbolTests {
  /// The background of the top-left cell of `view` drawn in `scheme`.
  func background(_ view: some View, _ scheme: ColorScheme = .light) -> CellColor {
    let host = TestHost(width: 4, height: 2) {
      view.environment(\.colorScheme, scheme)
    }
    return host.canvas[x: 0, y: 0].style.background
  }

  @Test func colorSymbolsDrawTheLightAndDarkAsset() {
    let light = background(Color(red: 0x20 / 255, green: 0x60 / 255, blue: 0xE0 / 255))
    let dark = background(Color(red: 0x80 / 255, green: 0xB0 / 255, blue: 0xFF / 255))
    #expect(light != dark)
    #expect(background(Color(.accentBlue)) == light)
    #expect(background(Color.accentBlue) == light)
    #expect(background(Rectangle().fill(.accentBlue)) == light)
    #expect(background(Color(.accentBlue), .dark) == dark)
    #expect(background(Color.accentBlue, .dark) == dark)
  }

  @Test func namesFollowXcode() {
    // "BrandColor" loses its suffix; a namespace folder nests its sets.
    #expect(background(Color(.brand)) == background(Color(red: 1, green: 0.5, blue: 0)))
    #expect(background(Color(.Theme.surface)) == background(Color(red: 0.1, green: 0.8, blue: 0.2)))
    #expect(
      ColorResource.Theme.surface
        == ColorResource(name: "Theme/Surface", bundle: ColorResource.brand.bundle))
  }

  @Test func imageSymbolDrawsTheAsset() {
    let host = TestHost(width: 4, height: 2) { Image(.logo) }
    let named = TestHost(width: 4, height: 2) { Image("logo", bundle: ImageResource.logo.bundle) }
    #expect(host.ansiScreen == named.ansiScreen)
    #expect(host.canvas[x: 0, y: 0].style != host.canvas[x: 3, y: 0].style)
  }
}

extension AssetSymbolTests {
  @Test func uiKitSymbolsDrawTheAsset() {
    #expect(
      background(Color(uiColor: UIColor(resource: .accentBlue))) == background(Color(.accentBlue)))
    #expect(
      background(Color(uiColor: UIColor(resource: .accentBlue)), .dark)
        == background(Color(.accentBlue), .dark))
    let host = TestHost(width: 4, height: 2) { Image(uiImage: UIImage(resource: .logo)) }
    #expect(host.ansiScreen == TestHost(width: 4, height: 2) { Image(.logo) }.ansiScreen)
  }
}

/// A file of the target that imports only Foundation sees `ObservableObject`, `@Published` and
/// `@Observable`, as on Apple platforms (`FoundationOnlyModel.swift`).
@MainActor
@Suite struct FoundationImportsTests {
  @Test func foundationOnlyModelsWork() {
    let store = FoundationOnlyStore()
    var changes = 0
    let subscription = store.objectWillChange.sink { changes += 1 }
    store.count += 1
    #expect(changes == 1)
    subscription.cancel()
    #expect(FoundationOnlyModel().name == "model")
  }
}
