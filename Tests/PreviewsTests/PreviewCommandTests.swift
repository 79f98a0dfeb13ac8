import DeclTesting
import Foundation
import Testing

/// `App --preview` lists an app's previews and `--preview NAME` shows one (PreviewDemo).
@Suite struct PreviewCommandTests {
  static let path = BuiltExecutable.path(
    named: "PreviewDemo", environmentVariable: "DECL_PREVIEW_DEMO")

  /// Runs PreviewDemo with `arguments`, output to a pipe: its exit status and output.
  private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String)
  {
    let path = try #require(
      Self.path, "PreviewDemo is not built: run `swift build` before `swift test`")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self),
      String(decoding: err, as: UTF8.self)
    )
  }

  @Test func listsThePreviews() throws {
    let result = try run(["--preview"])
    #expect(result.status == 0)
    let names = result.output.split(separator: "\n").map {
      $0.split(separator: " ").first.map(String.init) ?? ""
    }
    #expect(names == ["Badge", "Counter", "Badge_Previews"])
    #expect(result.output.contains("PreviewDemo/PreviewDemoApp.swift:18"))
  }

  @Test func showsOnePreview() throws {
    let badge = try run(["--preview", "Badge"])
    #expect(badge.status == 0)
    #expect(badge.output.contains("<BADGE PREVIEW>"))
    #expect(!badge.output.contains("<APP>"))
    let counter = try run(["--preview", "counter"])
    #expect(counter.output.split(separator: "\n").first == "<COUNT 42>")
    let provider = try run(["--preview", "Badge_Previews"])
    #expect(provider.output.contains("<PROVIDER PREVIEW>"))
  }

  @Test func anUnknownNameListsTheNames() throws {
    let result = try run(["--preview", "Nope"])
    #expect(result.status == 1)
    #expect(result.errors.contains("No preview named \"Nope\""))
    #expect(result.errors.contains("  Counter"))
  }

  @Test func withoutTheFlagTheAppRuns() throws {
    let result = try run([])
    #expect(result.output.contains("<APP>"))
  }
}
