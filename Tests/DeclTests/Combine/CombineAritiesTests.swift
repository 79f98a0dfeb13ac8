import Foundation
import Testing

@testable import DeclCombine

/// The fixed-arity publishers (Merge…Merge8, CombineLatest…CombineLatest4, Zip…Zip4) are
/// written by Scripts/generate-combine-arities.py; the committed files must be its output.
@Suite struct CombineAritiesTests {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func theGeneratedFilesAreTheScriptsOutput() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "Scripts/generate-combine-arities.py", "--check"]
    process.currentDirectoryURL = Self.package
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0,
      "Sources/DeclCombine/Generated disagrees with its script: \(message)")
  }

  @Test func everyArityOfEachOperatorPublishes() {
    let a = Just(1)
    let b = Just(2)
    let c = Just(3)
    let d = Just(4)
    var merged: [Int] = []
    _ = a.merge(with: b, c, d, a, b, c, d).collect().sink { merged = $0 }
    #expect(merged == [1, 2, 3, 4, 1, 2, 3, 4])
    var combined: [Int] = []
    _ = a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }.sink { combined.append($0) }
    _ = a.combineLatest(b, c) { $0 * $1 * $2 }.sink { combined.append($0) }
    _ = a.combineLatest(b) { $0 - $1 }.sink { combined.append($0) }
    #expect(combined == [10, 6, -1])
    var zipped: [Int] = []
    _ = a.zip(b, c, d) { $0 + $1 + $2 + $3 }.sink { zipped.append($0) }
    _ = a.zip(b, c).map { $0.0 + $0.1 + $0.2 }.sink { zipped.append($0) }
    #expect(zipped == [10, 6])
    var chained: [Int] = []
    _ = Publishers.Merge3(a, b, c).merge(with: d, a, b, c, d).collect().sink { chained = $0 }
    #expect(chained == [1, 2, 3, 4, 1, 2, 3, 4])
    #expect(Publishers.Zip3(a, b, c) == Publishers.Zip3(a, b, c))
    #expect(Publishers.Merge8(a, b, c, d, a, b, c, d).h == d)
  }
}
