import DeclRender
import DeclTesting
import Foundation

/// A scripted session: keys sent one at a time to an example running in a pseudo-terminal.
struct ScriptedSession {
  /// What the table calls it.
  let name: String
  /// The catalog id to run, or nil for the gallery.
  let exampleID: String?
  let width: Int
  let height: Int
  /// One entry per key press, as the bytes a terminal sends for it.
  let keys: [String]

  static let tab = "\t"
  static let down = "\u{1B}[B"
  static let up = "\u{1B}[A"
  static let enter = "\r"
  static let escape = "\u{1B}"
  static let delete = "\u{1B}[3~"

  /// Each character of `text` as its own key press.
  static func typing(_ text: String) -> [String] { text.map(String.init) }

  /// The sessions the benchmark compares. Add one with a catalog id and its keys.
  static let all: [ScriptedSession] = [
    ScriptedSession(
      name: "typing the registration form", exampleID: "registration", width: 80, height: 24,
      keys: [tab] + typing("ivan") + [tab] + typing("Passw0rd") + [tab] + typing("Passw0rd")
        + [tab]),
    ScriptedSession(
      name: "navigating the primes example", exampleID: "primes", width: 80, height: 24,
      // Open the counter, count to 7, ask whether it is prime and save it from the sheet,
      // close the sheet, go back, open the favourites, delete the row, go back.
      keys: [down, enter, tab] + Array(repeating: enter, count: 7)
        + [tab, enter, enter, escape, escape, down, enter, delete, escape]),
    ScriptedSession(
      name: "scrolling through the gallery", exampleID: nil, width: 80, height: 24,
      keys: [tab] + Array(repeating: down, count: 40) + Array(repeating: up, count: 10)),
  ]
}

/// Bytes of one session under each encoder.
struct SessionBytes {
  var frames = 0
  var decl = 0
  var lineRepaint = 0
  var fullRepaint = 0
}

/// Runs scripted sessions against the real program and re-encodes the frames it drew.
enum SessionRunner {
  static func run(into table: inout BenchmarkTable) {
    for session in ScriptedSession.all {
      let scenario = "session bytes: \(session.name) (\(session.keys.count) keys)"
      guard ExampleProcess.path != nil else {
        table.add(scenario, ExampleProcess.missing)
        continue
      }
      if let id = session.exampleID, !ExampleProcess.catalog.contains(id) {
        table.add(scenario, "n/a (example not yet built)")
        continue
      }
      guard let bytes = measure(session) else {
        table.add(scenario, "could not run the session", met: false)
        continue
      }
      table.add(
        scenario,
        String(
          format: "Decl %d B in %d frames; line repaint %d B (%.1f×); full repaint %d B (%.1f×)",
          bytes.decl, bytes.frames, bytes.lineRepaint,
          Double(bytes.lineRepaint) / Double(max(1, bytes.decl)), bytes.fullRepaint,
          Double(bytes.fullRepaint) / Double(max(1, bytes.decl))))
    }
  }

  /// Plays the session, then splits what the program wrote into its frames (their sizes come
  /// from `DECL_STATS`), replays each on a terminal model, and feeds the frames it shows to the
  /// reference encoders. The first frame (a full repaint for every encoder) is left out.
  static func measure(_ session: ScriptedSession) -> SessionBytes? {
    let arguments = session.exampleID.map { [$0] } ?? []
    guard
      let app = try? ExampleProcess(
        arguments: arguments, width: session.width, height: session.height),
      app.waitForFirstFrame()
    else { return nil }
    for key in session.keys {
      app.terminal.send(key)
      // About ten keys a second, as a quick typist.
      app.terminal.readAvailable(timeout: .milliseconds(100))
    }
    app.drain(quiet: .milliseconds(500))
    let transcript = app.terminal.transcript
    let frames = app.frames()
    app.quit()
    guard var offset = firstFrameStart(in: transcript) else { return nil }
    var model = TerminalModel(width: session.width, height: session.height)
    let lineRepaint = ReferenceEncoder(.lineRepaint)
    let fullRepaint = ReferenceEncoder(.fullRepaint)
    var result = SessionBytes()
    for (index, frame) in frames.enumerated() {
      let size = frame["bytes"] ?? 0
      guard size > 0 else { continue }
      offset += cursorShapeLength(in: transcript, at: offset)
      guard offset + size <= transcript.count else { return nil }
      model.feed(transcript[offset..<(offset + size)])
      offset += size
      let canvas = model.canvas()
      let line = lineRepaint.encode(canvas).count
      let full = fullRepaint.encode(canvas).count
      guard index > 0 else { continue }
      result.frames += 1
      result.decl += size
      result.lineRepaint += line
      result.fullRepaint += full
    }
    return result
  }

  /// Where the first frame starts: its full repaint (`ESC[0m ESC[H ESC[2J`), or the start of
  /// synchronized output just before it.
  private static func firstFrameStart(in transcript: [UInt8]) -> Int? {
    let clear = Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
    let synchronized = Array("\u{1B}[?2026h".utf8)
    guard transcript.count >= clear.count else { return nil }
    for index in 0...(transcript.count - clear.count)
    where transcript[index..<(index + clear.count)].elementsEqual(clear) {
      let before = index - synchronized.count
      if before >= 0, transcript[before..<index].elementsEqual(synchronized) { return before }
      return index
    }
    return nil
  }

  /// The run loop writes `ESC[5 q` or `ESC[0 q` (cursor shape) just before a frame when a
  /// text field gains or loses focus; those bytes are not part of the frame.
  private static func cursorShapeLength(in transcript: [UInt8], at offset: Int) -> Int {
    guard offset + 5 <= transcript.count else { return 0 }
    let bytes = Array(transcript[offset..<(offset + 5)])
    let isShape =
      bytes[0] == 0x1B && bytes[1] == 0x5B && (0x30...0x36).contains(bytes[2])
      && bytes[3] == 0x20 && bytes[4] == 0x71
    return isShape ? 5 : 0
  }
}
