// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

// Apple's names for Decl's modules, so an iOS app's files compile unchanged: `import SwiftUI`,
// `import Combine`, `import UIKit`. Where Apple's frameworks exist (macOS), the products carry
// Decl's own modules instead, so they never shadow Apple's; code there says `import Decl`.
#if canImport(Darwin)
  let appleNamedProducts: [Product] = [
    .library(name: "SwiftUI", targets: ["Decl", "DeclRender"]),
    .library(name: "Combine", targets: ["DeclCombine"]),
    .library(name: "UIKit", targets: ["Decl"]),
  ]
  let appleNamedTargets: [Target] = []
#else
  let appleNamedProducts: [Product] = [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
  ]
  let appleNamedTargets: [Target] = [
    .target(
      name: "SwiftUI", dependencies: ["Decl", "DeclRender", "UIKit", "UniformTypeIdentifiers"]),
    // `UTType` under Apple's module name, for document and drop code.
    .target(name: "UniformTypeIdentifiers", dependencies: ["Decl"]),
    .target(name: "Combine", dependencies: ["DeclCombine"]),
    .target(name: "UIKit", dependencies: ["Decl", "_Testing_UIKit"]),
    // The overlay Swift Testing loads when a file imports both Testing and UIKit.
    .target(name: "_Testing_UIKit"),
    // An iOS app's folder as Xcode makes it, built unchanged (README: "Run an iOS app in the
    // terminal").
    .executableTarget(
      name: "Trailhead", dependencies: ["SwiftUI", "UIKit"], path: "Examples/Trailhead/Trailhead",
      exclude: ["Info.plist"]),
    // Files that import Apple's module names compile in both language modes.
    .testTarget(
      name: "AppleModulesTests", dependencies: ["SwiftUI", "Combine", "UIKit", "DeclTesting"],
      plugins: ["AssetSymbols"]),
    .testTarget(
      name: "AppleModulesSwift5Tests",
      dependencies: ["SwiftUI", "Combine", "UIKit", "DeclTesting"],
      swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["AssetSymbols"]),
  ]
#endif

let package = Package(
  name: "Decl",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Decl", targets: ["Decl"]),
    .library(name: "DeclRender", targets: ["DeclRender"]),
    .library(name: "DeclTesting", targets: ["DeclTesting"]),
    .library(name: "DeclCombine", targets: ["DeclCombine"]),
    // Xcode's asset symbols (`Color(.accentBlue)`, `Image(.logo)`) for a target's *.xcassets.
    .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
    .executable(name: "Examples", targets: ["Examples"]),
    .executable(name: "DeclBench", targets: ["DeclBench"]),
  ] + appleNamedProducts,
  targets: [
    // Combine's subset (publishers, subjects, schedulers, ObservableObject), re-exported by Decl.
    .target(name: "DeclCombine"),
    // `#Preview` and `@Previewable`: a macro plugin that speaks the compiler's plugin protocol
    // itself, so Decl needs no swift-syntax.
    .macro(name: "DeclMacros"),
    .target(name: "Decl", dependencies: ["DeclCombine", "DeclMacros"]),
    // What a frame is made of: cells and their styles, column widths, bitmaps, shapes as cells,
    // style resolution, what rendering cost.
    .target(name: "DeclCanvas", dependencies: ["Decl"]),
    // What a user does: key and mouse events, key chords, key maps and the global keys.
    .target(name: "DeclInput", dependencies: ["Decl"]),
    // The terminal: escape sequences and capabilities, bytes to events, canvas diffs as bytes,
    // raw mode and signals. It knows no view graph.
    .target(name: "DeclTerminal", dependencies: ["Decl", "DeclCanvas", "DeclInput"]),
    // The graph core: identity, reconciliation, invalidation, the behaviour and capability
    // protocols, the drawing contract. It knows no node kind, no terminal and no test tool.
    .target(name: "DeclGraph", dependencies: ["Decl", "DeclCanvas", "DeclInput"]),
    // The behaviour of every view kind, layout, input routing, frames, the run loop, TestHost.
    .target(
      name: "DeclRender",
      dependencies: ["Decl", "DeclCanvas", "DeclInput", "DeclTerminal", "DeclGraph"]),
    // The AssetSymbols build-tool plugin and the tool it runs (plugins can use only the
    // toolchain, so the tool depends on nothing).
    .executableTarget(name: "AssetSymbolsGenerator"),
    .plugin(
      name: "AssetSymbols", capability: .buildTool(), dependencies: ["AssetSymbolsGenerator"]),
    .target(name: "DeclTesting", dependencies: ["Decl", "DeclRender"]),
    .executableTarget(
      name: "Examples", dependencies: ["Decl", "DeclRender"],
      // The drawing gallery's PNG asset, found with `Image("sunset", bundle: .module)`.
      resources: [.copy("Gallery/Drawing/Assets.xcassets")]),
    .executableTarget(
      name: "DeclBench",
      dependencies: ["Decl", "DeclRender", "DeclTesting"],
      path: "Benchmarks/DeclBench"
    ),
    // Test support: a tiny program the terminal-driver tests run inside a pseudo-terminal.
    .executableTarget(
      name: "DriverDemo", dependencies: ["Decl", "DeclRender"], path: "Tests/Support/DriverDemo"),
    // Test support: an app with previews, for the `--preview` command's tests.
    .executableTarget(
      name: "PreviewDemo", dependencies: ["Decl", "DeclRender"], path: "Tests/Support/PreviewDemo"),
    .testTarget(
      name: "DeclTests", dependencies: ["Decl", "DeclCombine", "DeclRender", "DeclTesting"]),
    .testTarget(
      name: "DeclRenderTests",
      dependencies: ["Decl", "DeclCanvas", "DeclTerminal", "DeclRender", "DeclTesting"],
      // PNG files the image tests read by path (made by Scripts/generate-png-fixtures.py).
      exclude: ["Images/Fixtures"]),
    .testTarget(
      name: "ExamplesTests", dependencies: ["Decl", "DeclRender", "DeclTesting", "Examples"]),
    // Every form of #Preview and PreviewProvider, listed, shown and snapshotted.
    .testTarget(
      name: "PreviewsTests", dependencies: ["Decl", "DeclRender", "DeclTesting"],
      plugins: ["AssetSymbols"]),
    // The same previews and asset symbols compile and work in Swift 5 language mode.
    .testTarget(
      name: "PreviewsSwift5Tests", dependencies: ["Decl", "DeclRender", "DeclTesting"],
      swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["AssetSymbols"]),
    // SwiftUI code written for Swift 5 must keep compiling in Swift 5 language mode.
    .testTarget(
      name: "Swift5ModeTests", dependencies: ["Decl", "DeclRender"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The tutorial-style programs of Swift5ModeTests/Tutorials (linked), in Swift 6 mode.
    .testTarget(name: "TutorialProgramsTests", dependencies: ["Decl", "DeclRender"]),
  ] + appleNamedTargets,
  swiftLanguageModes: [.v6]
)
