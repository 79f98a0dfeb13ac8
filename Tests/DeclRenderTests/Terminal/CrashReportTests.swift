import DeclTesting
import Foundation
import Testing

@testable import DeclRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A whole app (`DriverDemo crash <way>`, Tests/Support/DriverDemo/CrashDemo.swift) crashes
/// in a pseudo-terminal, with Swift's backtracer as a user has it (no `SWIFT_BACKTRACE`): the
/// terminal is restored first, then what the app printed while drawing, the runtime's message
/// with its file and line, and the backtrace appear, and the process ends at once with the
/// crash's status instead of waiting for a key.
@Suite(
  .serialized,
  .enabled(if: DriverDemoLocator.path != nil, Comment(rawValue: DriverDemoLocator.skipMessage)))
struct CrashReportTests {
  /// Each way to crash, the runtime's message, and the line of CrashDemo.swift it names
  /// (directly, or in the backtrace when the message names the standard library's file).
  static let ways: [(way: String, message: String, line: Int)] = [
    ("precondition", "Precondition failed: numbers must be empty", 42),
    ("fatalError", "Fatal error: crash requested", 44),
    ("index", "Fatal error: Index out of range", 46),
    ("unwrap", "Fatal error: Unexpectedly found nil while unwrapping an Optional value", 48),
  ]

  /// A trap raises SIGILL on x86_64 and SIGTRAP on arm64.
  static let crashStatuses: Set<Int32> = [128 + SIGILL, 128 + SIGTRAP]

  /// Launches the crash demo with `HOME` at `home`, so `UserDefaults` writes go there; waits
  /// for the first frame, which shows `saved` (the @AppStorage count a previous launch left).
  static func launch(
    _ way: String, inline: Bool = false, home: String, environment extra: [String: String] = [:],
    saved: Int = 0
  ) throws -> PseudoTerminal {
    let path = try #require(DriverDemoLocator.path)
    var environment = PseudoTerminal.defaultEnvironment
    environment["HOME"] = home
    environment["XDG_CONFIG_HOME"] = home + "/.config"
    environment.merge(extra) { $1 }
    let terminal = try PseudoTerminal(
      executable: path, arguments: ["crash", way] + (inline ? ["inline"] : []),
      environment: environment, width: 80, height: 24)
    try #require(
      terminal.expect("<CRASH \(way) saved \(saved)>", timeout: .seconds(10)), "no frame")
    return terminal
  }

  static func temporaryHome() throws -> String {
    let path = NSTemporaryDirectory() + "decl-crash-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Focuses "Crash" and presses it; returns the time of the press.
  static func pressCrash(_ terminal: PseudoTerminal) -> ContinuousClock.Instant {
    terminal.send([0x09])
    _ = terminal.readAvailable(timeout: .milliseconds(200))
    let pressed = ContinuousClock.now
    terminal.send("\r")
    return pressed
  }

  /// The transcript after the terminal was restored (the last "cursor shown", the end of an
  /// inline run's restore, followed by leaving the alternate screen otherwise), or nil.
  static func afterRestore(_ terminal: PseudoTerminal, inline: Bool) -> String? {
    let text = String(decoding: terminal.transcript, as: UTF8.self)
    let restore =
      inline ? "\u{1B}[?25h" : String(decoding: DemoHarness.restoreSequence, as: UTF8.self)
    guard let restored = text.ranges(of: restore).last else { return nil }
    return String(text[restored.upperBound...])
  }

  /// No mode the app entered is still on, and the pen is reset.
  static func expectModesOff(_ terminal: PseudoTerminal) {
    var model = TerminalModel(width: 80, height: 24)
    model.feed(terminal.transcript)
    let modes = model.privateModes
    for mode in [1049, 2004, 1000, 1002, 1006] { #expect(modes[mode] != true, "mode \(mode)") }
    #expect(model.cursorVisible)
  }

  @Test(arguments: ways.map(\.way), [false, true])
  func aCrashRestoresTheTerminalThenShowsItsMessage(way: String, inline: Bool) throws {
    let expected = try #require(Self.ways.first { $0.way == way })
    let home = try Self.temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let terminal = try Self.launch(way, inline: inline, home: home)
    let pressed = Self.pressCrash(terminal)
    let status = terminal.waitForExit(timeout: .seconds(30))
    let elapsed = ContinuousClock.now - pressed
    #expect(status.map(Self.crashStatuses.contains) == true, "status \(String(describing: status))")
    DemoHarness.expectOriginalTermios(terminal)
    let after = try #require(
      Self.afterRestore(terminal, inline: inline), "the terminal was not restored")
    // The backtracer waits 30 s for a key when it may; Decl must not let it. The terminal is
    // restored and the message shown within milliseconds; the rest is the backtracer
    // symbolicating a debug build (1.0-1.4 s on a quiet machine, which `symbolicate=off`
    // skips), and the time it reports ("Backtrace took 1.05s") grows with the machine's load,
    // so the 2 s bound is on everything else.
    let symbolicating = after.firstMatch(of: /Backtrace took ([0-9.]+)s/).flatMap {
      Double($0.output.1)
    }
    let decl = elapsed - .milliseconds(Int((symbolicating ?? 0) * 1000))
    #expect(decl < .seconds(2), "the crashed process took \(elapsed) to end")
    #expect(elapsed < .seconds(10), "the crashed process took \(elapsed) to end")
    Self.expectModesOff(terminal)
    // What the app printed while drawing comes first, then the message, then the report.
    let captured = try #require(after.firstRange(of: "<CAPTURED>"), "captured output lost")
    let message = try #require(after.firstRange(of: expected.message), "no message: \(after)")
    #expect(captured.upperBound <= message.lowerBound)
    #expect(after.contains("CrashDemo.swift:\(expected.line)"), "no file and line: \(after)")
    let report = try #require(after.firstRange(of: "Program crashed"), "no backtrace")
    #expect(message.upperBound <= report.lowerBound)
    // The crashing action wrote through @AppStorage and UserDefaults just before.
    Self.expectSaved(1, home: home)
  }

  /// The demo's defaults file holds the values its `count`-th save wrote.
  static func expectSaved(
    _ count: Int, home: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let file = home + "/.config/DriverDemo.plist"
    let contents = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    #expect(
      contents.contains("<string>written \(count)</string>"), "UserDefaults: \(contents)",
      sourceLocation: sourceLocation)
    #expect(
      contents.contains("<key>demo.appStorage</key>")
        && contents.contains("<integer>\(count)</integer>"),
      "@AppStorage: \(contents)", sourceLocation: sourceLocation)
  }

  /// Waits until the screen the bytes draw shows `text`.
  static func waitForScreen(_ terminal: PseudoTerminal, showing text: String) -> Bool {
    let deadline = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < deadline {
      _ = terminal.readAvailable(timeout: .milliseconds(50))
      var model = TerminalModel(width: 80, height: 24)
      model.feed(terminal.transcript)
      if model.canvas().plainText.contains(text) { return true }
    }
    return false
  }

  /// Ctrl-C, SIGTERM, SIGHUP and SIGINT after a save: the values are on disk.
  @Test(arguments: [0, SIGTERM, SIGHUP, SIGINT])
  func writesSurviveTheEnd(signo: Int32) throws {
    let home = try Self.temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let terminal = try Self.launch("fatalError", home: home)
    terminal.send([0x09, 0x09])  // focus "Save"
    _ = terminal.readAvailable(timeout: .milliseconds(200))
    terminal.send("\r")
    #expect(Self.waitForScreen(terminal, showing: "saved 1"), "the save was not drawn")
    if signo == 0 {
      terminal.send([0x03])
    } else {
      terminal.signal(signo)
    }
    let status = terminal.waitForExit(timeout: .seconds(5))
    #expect(status == (signo == 0 ? 0 : 128 + signo))
    DemoHarness.expectOriginalTermios(terminal)
    Self.expectSaved(1, home: home)
  }

  /// Ctrl-C, SIGTERM, SIGHUP and a crash after a save: the next launch of the app's window
  /// shows the @SceneStorage value it wrote (SwiftUI restores a scene's storage at launch).
  @Test(arguments: ["ctrl-c", "SIGTERM", "SIGHUP", "crash"])
  func sceneStorageIsRestoredAtTheNextLaunch(end: String) throws {
    let home = try Self.temporaryHome()
    defer { try? FileManager.default.removeItem(atPath: home) }
    let first = try Self.launch("fatalError", home: home)
    #expect(Self.waitForScreen(first, showing: "<SCENE 0>"), "no scene value")
    if end == "crash" {
      _ = Self.pressCrash(first)
    } else {
      first.send([0x09, 0x09])  // focus "Save"
      _ = first.readAvailable(timeout: .milliseconds(200))
      first.send("\r")
      #expect(Self.waitForScreen(first, showing: "<SCENE 1>"), "the save was not drawn")
      switch end {
      case "SIGTERM": first.signal(SIGTERM)
      case "SIGHUP": first.signal(SIGHUP)
      default: first.send([0x03])
      }
    }
    #expect(first.waitForExit(timeout: .seconds(5)) != nil, "the first launch did not end")
    let second = try Self.launch("fatalError", home: home, saved: 1)
    #expect(Self.waitForScreen(second, showing: "<SCENE 1>"), "@SceneStorage was not restored")
    second.send([0x03])
    #expect(second.waitForExit(timeout: .seconds(5)) == 0)
  }
}
