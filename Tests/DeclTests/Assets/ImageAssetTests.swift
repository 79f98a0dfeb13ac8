import Foundation
import Testing

@testable import Decl
@testable import DeclRender

/// `Image`'s asset initializers and the render side's loading of them through the shared
/// asset lookup.
struct ImageAssetTests {
  @Test func initializersRecordNameAndBundle() {
    let bundle = AssetFolder().bundle
    #expect(Image("Logo").source == .named("Logo", bundle: nil))
    #expect(Image("Logo", bundle: bundle).source == .named("Logo", bundle: bundle))
    #expect(Image(decorative: "Divider").source == .named("Divider", bundle: nil))
    #expect(
      Image(ImageResource(name: "Logo", bundle: bundle)).source == .named("Logo", bundle: bundle))
    #expect(Image("Logo").glyph == SymbolGlyphs.placeholder)
  }

  @Test func loadsAndDecodesAnImageSetOnce() throws {
    let folder = AssetFolder()
    folder.write(
      "Assets.xcassets/Logo.imageset/Contents.json",
      #"{"images":[{"filename":"logo@2x.png","idiom":"universal","scale":"2x"}]}"#)
    folder.write("Assets.xcassets/Logo.imageset/logo@2x.png", AssetFolder.png())
    let store = ImageStore(assets: AssetStore { _ in })
    let image = try store.image(named: "Logo", bundle: folder.bundle).get()
    #expect(image.scale == 2)
    #expect(image.pixels.width == 13 && image.pixels.height == 11)
    #expect(image.idealSize == Size(width: 1, height: 1))
    #expect(image.cells(Size(width: 4, height: 2)).cells.count == 8)
    // Read once: removing the file afterwards changes nothing.
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Assets.xcassets"))
    #expect(try store.image(named: "Logo", bundle: folder.bundle).get() == image)
  }

  @Test func failuresCarryAReason() {
    let folder = AssetFolder()
    folder.write("Broken.png", Data("not a png".utf8))
    let store = ImageStore(assets: AssetStore { _ in })
    guard case .failure(let missing) = store.image(named: "Nothing", bundle: folder.bundle) else {
      Issue.record("found a missing image")
      return
    }
    #expect(missing.description.hasPrefix("no image named \"Nothing\""))
    guard case .failure(let broken) = store.image(named: "Broken", bundle: folder.bundle) else {
      Issue.record("decoded a file that is not a PNG")
      return
    }
    #expect(broken.description.hasPrefix("cannot draw the image \"Broken\" ("))
    #expect(broken.description.hasSuffix("Broken.png): not a PNG file (bad signature)"))
  }

  @Test func appearanceColoursResolvePerScheme() {
    let color = Color(storage: .appearance(light: .init(white: 1), dark: .init(white: 0)))
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    #expect(StyleResolver(environment: environment).cellColor(color) == .rgb(255, 255, 255))
    environment.colorScheme = .dark
    #expect(StyleResolver(environment: environment).cellColor(color) == .rgb(0, 0, 0))
    // Opacity applies to whichever appearance is chosen (blended with the dark background).
    #expect(StyleResolver(environment: environment).cellColor(color.opacity(0.5)) == .rgb(0, 0, 0))
    environment.colorScheme = .light
    #expect(StyleResolver(environment: environment).cellColor(color.opacity(0)) == nil)
  }
}
