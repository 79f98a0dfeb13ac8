import Foundation
import Testing

@testable import DeclRender

@Suite struct SnapshotVerifierTests {
  private func temporaryPackage() throws -> (URL, String) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "decl-snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
    try Data().write(to: root.appendingPathComponent("Package.swift"))
    return (root, root.appendingPathComponent("Tests/SomeTests.swift").path)
  }

  private func files(_ text: String) -> SnapshotFiles {
    SnapshotFiles(text: text + "\n", style: "A\n--\nA bold\n")
  }

  @Test func recordModeFollowsTheEnvironment() {
    #expect(SnapshotRecordMode.current(environment: [:]) == .missing)
    #expect(SnapshotRecordMode.current(environment: ["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
    #expect(
      SnapshotRecordMode.current(environment: ["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
    #expect(
      SnapshotRecordMode.current(environment: ["SNAPSHOT_TESTING_RECORD": "all", "CI": "true"])
        == .never)
  }

  @Test func missingReferenceIsRecordedOnceThenMatches() throws {
    let (root, file) = try temporaryPackage()
    let verifier = SnapshotVerifier(suite: "demo", filePath: file, mode: .missing)
    #expect(
      verifier.verify(files("hello"), named: "one")?.contains("Recorded a new reference") == true)
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Snapshots/demo/one.txt").path))
    #expect(verifier.verify(files("hello"), named: "one") == nil)
  }

  @Test func neverModeFailsWithoutWriting() throws {
    let (root, file) = try temporaryPackage()
    let verifier = SnapshotVerifier(suite: "demo", filePath: file, mode: .never)
    #expect(verifier.verify(files("x"), named: "two")?.contains("No reference") == true)
    #expect(
      !FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Snapshots/demo/two.txt").path))
  }

  @Test func mismatchShowsALineDiffAndWritesTheActualFile() throws {
    let (root, file) = try temporaryPackage()
    let recorder = SnapshotVerifier(suite: "demo", filePath: file, mode: .missing)
    _ = recorder.verify(files("same\nold line"), named: "three")
    let message = try #require(recorder.verify(files("same\nnew line  "), named: "three"))
    #expect(message.contains("  same"))
    #expect(message.contains("− old line"))
    #expect(message.contains("+ new line··"))
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Snapshots/demo/three.actual.txt").path))
  }

  @Test func failedModeRewritesTheReference() throws {
    let (_, file) = try temporaryPackage()
    _ = SnapshotVerifier(suite: "demo", filePath: file, mode: .missing).verify(
      files("a"), named: "four")
    let rewriter = SnapshotVerifier(suite: "demo", filePath: file, mode: .failed)
    #expect(rewriter.verify(files("b"), named: "four") != nil)
    #expect(rewriter.verify(files("b"), named: "four") == nil)
  }

  @Test func escapesAndControlsAreVisibleInDiffs() {
    #expect(LineDiff.visible("a\u{1B}[1mb\u{7} ") == "a\\e[1mb^G·")
  }

  @Test func styleMapNamesEveryStyle() {
    var canvas = CellCanvas(width: 3, height: 1)
    canvas.put(
      "a", width: 1, x: 0, y: 0,
      style: CellStyle(foreground: .rgb(255, 0, 0), background: .default, attributes: [.bold]),
      clip: canvas.bounds)
    canvas.put(
      "b", width: 1, x: 2, y: 0,
      style: CellStyle(foreground: .default, background: .indexed(4), attributes: [.underline]),
      clip: canvas.bounds)
    #expect(
      StyleMap(canvas: canvas).description
        == "A.B\n--\nA fg #FF0000, bold\nB bg 256-colour 4, underline\n")
  }
}
