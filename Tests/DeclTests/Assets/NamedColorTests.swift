import Foundation
import Synchronization
import Testing

@testable import Decl

struct NamedColorTests {
  @Test func colourSetsBecomeColours() {
    let folder = AssetFolder()
    folder.colorSet(
      "Assets.xcassets/Brand",
      AssetFolder.color(#"{"red":"0x10","green":"0x20","blue":"0x30","alpha":"0.5"}"#))
    folder.colorSet(
      "Assets.xcassets/Theme/Surface",
      AssetFolder.color(#"{"white":"1.000","alpha":"1.000"}"#, space: "gray-gamma-22") + ","
        + AssetFolder.color(
          #"{"white":"0.000","alpha":"1.000"}"#, space: "gray-gamma-22", dark: true))
    let brand = Color("Brand", bundle: folder.bundle)
    #expect(brand == Color(red: 16.0 / 255, green: 32.0 / 255, blue: 48.0 / 255, opacity: 0.5))
    #expect(brand.description == "#10203080")
    let surface = Color("Surface", bundle: folder.bundle)
    #expect(surface == Color(storage: .appearance(light: Color(white: 1), dark: Color(white: 0))))
    #expect(surface.description == "#FFFFFFFF (dark: #000000FF)")
    #expect(Color(ColorResource(name: "Brand", bundle: folder.bundle)) == brand)
    // SwiftUI's generic `Color(_:)` takes a colour (a style resolving to one) as it is.
    #expect(Color(brand) == brand)
    #expect(Color(Color.red.opacity(0.5)) == Color.red.opacity(0.5))
  }

  @Test func anUnknownNameIsClearAndWarnsOnce() {
    let warnings = Mutex<[String]>([])
    let store = AssetStore { message in warnings.withLock { $0.append(message) } }
    let folder = AssetFolder()
    #expect(store.color(named: "Missing", bundle: folder.bundle) == .clear)
    #expect(store.color(named: "Missing", bundle: folder.bundle) == .clear)
    let messages = warnings.withLock { $0 }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("no colour named \"Missing\"") == true)
    // Through the public initializer, too.
    #expect(Color("Missing", bundle: folder.bundle) == .clear)
  }

  /// A colour set is read once per process: changing the file later changes nothing.
  @Test func eachSetIsReadOnce() {
    let store = AssetStore { _ in }
    let folder = AssetFolder()
    folder.colorSet("Assets.xcassets/Once", AssetFolder.color(#"{"white":"1","alpha":"1"}"#))
    let first = store.color(named: "Once", bundle: folder.bundle)
    folder.colorSet("Assets.xcassets/Once", AssetFolder.color(#"{"white":"0","alpha":"1"}"#))
    #expect(store.color(named: "Once", bundle: folder.bundle) == first)
  }

  @Test func descriptionsFollowSwiftUI() {
    #expect(Color.red.description == "red")
    #expect(Color.red.opacity(0.5).description == "50% red")
    #expect(Color(red: 1, green: 0, blue: 0).description == "#FF0000FF")
    #expect(Color(white: 0.5, opacity: 0.25).description == "#80808040")
    #expect(Color.clear.description == "clear")
    #expect(Color.primary.description == "primary")
    #expect(Color.accentColor.description == "accentColor")
    #expect(Color.systemGray3.description == "systemGray3")
    #expect("\(Color.blue)" == "blue")
  }
}
