import DeclTesting
import Foundation
import Testing

/// `DECL_HEADLESS`: the Trailhead example, an `@main` iOS-style app, prints its screens as
/// plain text on standard output and exits 0.
@Suite(.serialized) struct HeadlessAppTests {
  static let trailhead = BuiltExecutable.path(named: "Trailhead")

  private func run(_ environment: [String: String]) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.trailhead))
    process.environment = environment.merging(["TERM": "xterm-256color"]) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  @Test func firstScreenThenOneScreenPerKey() throws {
    let result = try run(["DECL_HEADLESS": "60x20", "DECL_KEYS": "tab tab tab enter"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 20 * 5)
    let screens = stride(from: 0, to: lines.count, by: 20).map {
      lines[$0..<min($0 + 20, lines.count)].joined(separator: "\n")
    }
    #expect(screens.first?.contains("Lakeside Loop") == true)
    #expect(screens.last?.contains("Region") == true)
  }

  @Test func badSizeIsAClearError() throws {
    let result = try run(["DECL_HEADLESS": "wide"])
    #expect(result.status == 2)
    #expect(result.errors.contains("DECL_HEADLESS=wide"))
    #expect(result.output.isEmpty)
  }
}
