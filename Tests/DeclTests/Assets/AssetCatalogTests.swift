import Foundation
import Testing

@testable import Decl

struct AssetCatalogTests {
  private let png = AssetFolder.png()

  private func imageSet(_ images: String) -> String {
    #"{"images":[\#(images)],"info":{"version":1}}"#
  }

  private func file(_ result: Result<ImageAssetFile, AssetError>) -> (String, Int)? {
    guard case .success(let file) = result else { return nil }
    return (file.url.lastPathComponent, file.scale)
  }

  @Test func prefersTheSmallestUniversalPNGThatExists() {
    let folder = AssetFolder()
    folder.write(
      "Assets.xcassets/Logo.imageset/Contents.json",
      imageSet(
        #"{"filename":"logo.png","idiom":"universal","scale":"1x"},"#
          + #"{"filename":"logo@2x.png","idiom":"universal","scale":"2x"},"#
          + #"{"filename":"logo@3x.png","idiom":"universal","scale":"3x"}"#))
    folder.write("Assets.xcassets/Logo.imageset/logo@2x.png", png)
    folder.write("Assets.xcassets/Logo.imageset/logo@3x.png", png)
    let catalog = AssetCatalog(roots: [folder.url])
    #expect(file(catalog.imageFile(named: "Logo")) ?? ("", 0) == ("logo@2x.png", 2))
    folder.write("Assets.xcassets/Logo.imageset/logo.png", png)
    #expect(file(catalog.imageFile(named: "Logo")) ?? ("", 0) == ("logo.png", 1))
  }

  @Test func skipsDarkAndDeviceEntriesAndEmptySlots() {
    let folder = AssetFolder()
    folder.write(
      "Assets.xcassets/Icon.imageset/Contents.json",
      imageSet(
        #"{"idiom":"universal","scale":"1x"},"#
          + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"dark.png","idiom":"universal","scale":"1x"},"#
          + #"{"filename":"phone.png","idiom":"iphone","scale":"1x"},"#
          + #"{"filename":"single.png","idiom":"universal"}"#))
    for name in ["dark.png", "phone.png", "single.png"] {
      folder.write("Assets.xcassets/Icon.imageset/" + name, png)
    }
    let catalog = AssetCatalog(roots: [folder.url])
    #expect(file(catalog.imageFile(named: "Icon")) ?? ("", 0) == ("single.png", 1))
  }

  @Test func otherFormatsAreUnsupported() {
    let folder = AssetFolder()
    folder.write(
      "Assets.xcassets/Photo.imageset/Contents.json",
      imageSet(#"{"filename":"photo.jpg","idiom":"universal","scale":"1x"}"#))
    folder.write("Assets.xcassets/Photo.imageset/photo.jpg", Data([0xFF, 0xD8, 0xFF]))
    folder.write("Vector.pdf", "%PDF")
    let catalog = AssetCatalog(roots: [folder.url])
    guard case .failure(let error) = catalog.imageFile(named: "Photo") else {
      Issue.record("a JPEG was accepted")
      return
    }
    #expect(error.description.hasPrefix("the image \"Photo\" is JPEG ("))
    #expect(error.description.hasSuffix("photo.jpg); Decl draws PNG images only"))
    guard case .failure(.unsupportedFormat(_, _, let format)) = catalog.imageFile(named: "Vector")
    else {
      Issue.record("a loose PDF was accepted")
      return
    }
    #expect(format == "PDF")
  }

  @Test func findsSetsInGroupsAndNamespaces() {
    let folder = AssetFolder()
    let contents = imageSet(#"{"filename":"a.png","idiom":"universal","scale":"1x"}"#)
    folder.write("Assets.xcassets/Icons/Small/Star.imageset/Contents.json", contents)
    folder.write("Assets.xcassets/Icons/Small/Star.imageset/a.png", png)
    folder.write("Assets.xcassets/Brand/Logo.imageset/Contents.json", contents)
    folder.write("Assets.xcassets/Brand/Logo.imageset/a.png", png)
    let catalog = AssetCatalog(roots: [folder.url])
    #expect(
      catalog.set(named: "Star", kind: .image)?.path.hasSuffix("Icons/Small/Star.imageset") == true)
    #expect(
      catalog.set(named: "Brand/Logo", kind: .image)?.path.hasSuffix("Brand/Logo.imageset") == true)
    #expect(catalog.set(named: "Star", kind: .color) == nil)
  }

  @Test func findsCatalogsBelowTheRootButNotInHiddenFolders() {
    let folder = AssetFolder()
    folder.colorSet(
      "App_App.resources/Media.xcassets/Deep", AssetFolder.color(#"{"white":"1","alpha":"1"}"#))
    folder.colorSet(
      "a/b/c/d/Assets.xcassets/TooDeep", AssetFolder.color(#"{"white":"1","alpha":"1"}"#))
    folder.colorSet(
      ".hidden/Assets.xcassets/Hidden", AssetFolder.color(#"{"white":"1","alpha":"1"}"#))
    let catalog = AssetCatalog(roots: [folder.url])
    #expect(catalog.catalogs.map(\.lastPathComponent) == ["Media.xcassets"])
    #expect((try? catalog.colorSet(named: "Deep").get()) != nil)
  }

  @Test func loosePNGFiles() {
    let folder = AssetFolder()
    folder.write("hero@2x.png", png)
    folder.write("plain.png", png)
    let catalog = AssetCatalog(roots: [folder.url])
    #expect(file(catalog.imageFile(named: "hero")) ?? ("", 0) == ("hero@2x.png", 2))
    #expect(file(catalog.imageFile(named: "plain")) ?? ("", 0) == ("plain.png", 1))
    #expect(file(catalog.imageFile(named: "plain.png")) ?? ("", 0) == ("plain.png", 1))
  }

  @Test func catalogSetsComeBeforeLooseFiles() {
    let folder = AssetFolder()
    folder.write("Logo.png", png)
    folder.write(
      "Assets.xcassets/Logo.imageset/Contents.json",
      imageSet(#"{"filename":"x.png","idiom":"universal","scale":"3x"}"#))
    folder.write("Assets.xcassets/Logo.imageset/x.png", png)
    #expect(
      file(AssetCatalog(roots: [folder.url]).imageFile(named: "Logo")) ?? ("", 0) == ("x.png", 3))
  }

  @Test func missingAssetsSayWhereTheyWereLookedFor() {
    let folder = AssetFolder()
    let catalog = AssetCatalog(roots: [folder.url])
    let expected =
      "no image named \"Ghost\": looked for Ghost.imageset in asset catalogs and Ghost.png "
      + "under \(folder.url.standardizedFileURL.path)"
    guard case .failure(let error) = catalog.imageFile(named: "Ghost") else {
      Issue.record("found a missing image")
      return
    }
    #expect(error.description == expected)
    guard case .failure(let colorError) = catalog.colorSet(named: "Ghost") else {
      Issue.record("found a missing colour")
      return
    }
    #expect(
      colorError.description.hasPrefix(
        "no colour named \"Ghost\": looked for Ghost.colorset in asset catalogs under "))
  }

  @Test func unreadableSetsSayWhy() {
    let folder = AssetFolder()
    folder.write("Assets.xcassets/Broken.colorset/Contents.json", "{ not json")
    folder.write(
      "Assets.xcassets/Empty.imageset/Contents.json",
      imageSet(#"{"filename":"gone.png","idiom":"universal"}"#))
    let catalog = AssetCatalog(roots: [folder.url])
    guard case .failure(.unreadable(_, let path, let reason)) = catalog.colorSet(named: "Broken")
    else {
      Issue.record("read a broken colour set")
      return
    }
    #expect(path.hasSuffix("Broken.colorset/Contents.json"))
    #expect(reason == "Contents.json is not a JSON object")
    guard case .failure(.unreadable(_, _, let imageReason)) = catalog.imageFile(named: "Empty")
    else {
      Issue.record("read an image set without files")
      return
    }
    #expect(imageReason == "it lists no existing image file")
  }

  @Test func bundleRootsIncludeTheResourceFolder() throws {
    let folder = AssetFolder()
    let catalog = AssetCatalog(bundle: folder.bundle)
    #expect(catalog.roots.map(\.path) == [folder.url.standardizedFileURL.path])
    // The main bundle also searches the executable's folder.
    let main = AssetCatalog(bundle: nil)
    let executable = try #require(Bundle.main.executableURL)
    #expect(
      main.roots.map(\.path).contains(
        executable.deletingLastPathComponent().standardizedFileURL.path))
  }
}
