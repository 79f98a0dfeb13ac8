// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Decl",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Decl", targets: ["Decl"]),
    .library(name: "DeclRender", targets: ["DeclRender"]),
    .library(name: "DeclTesting", targets: ["DeclTesting"]),
    .library(name: "DeclCombine", targets: ["DeclCombine"]),
    .executable(name: "Examples", targets: ["Examples"]),
    .executable(name: "DeclBench", targets: ["DeclBench"]),
  ],
  targets: [
    // Combine's subset (publishers, subjects, schedulers, ObservableObject), re-exported by Decl.
    .target(name: "DeclCombine"),
    .target(name: "Decl", dependencies: ["DeclCombine"]),
    .target(name: "DeclRender", dependencies: ["Decl"]),
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
    .testTarget(name: "DeclTests", dependencies: ["Decl", "DeclCombine", "DeclRender", "DeclTesting"]),
    .testTarget(
      name: "DeclRenderTests", dependencies: ["Decl", "DeclRender", "DeclTesting"],
      // PNG files the image tests read by path (made by Scripts/generate-png-fixtures.py).
      exclude: ["Images/Fixtures"]),
    .testTarget(name: "ExamplesTests", dependencies: ["Decl", "DeclRender", "DeclTesting", "Examples"]),
    // SwiftUI code written for Swift 5 must keep compiling in Swift 5 language mode.
    .testTarget(
      name: "Swift5ModeTests", dependencies: ["Decl", "DeclRender"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The tutorial-style programs of Swift5ModeTests/Tutorials (linked), in Swift 6 mode.
    .testTarget(name: "TutorialProgramsTests", dependencies: ["Decl", "DeclRender"]),
  ],
  swiftLanguageModes: [.v6]
)
