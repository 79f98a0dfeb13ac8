import DeclRender
import DeclTesting
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Input under load (issue 21), against the registration form of the real `Examples` program
/// with its login field focused, 80×24: bursts of typing in one read, the same text in many
/// reads, a bracketed paste, random bytes, a paste whose end never comes, and Ctrl-C behind a
/// backlog. Each burst is shown next to typing the same text key by key.
enum InputLoadScenarios {
  static func run(into table: inout BenchmarkTable) {
    guard ExampleProcess.path != nil else {
      table.add("input under load", ExampleProcess.missing)
      return
    }
    for count in [2_000, 10_000, 20_000] {
      burst(count, into: &table)
    }
    manyReads(into: &table)
    bracketedPaste(into: &table)
    randomBytes(into: &table)
    controlCBehindABacklog(into: &table)
    unterminatedPaste(into: &table)
  }

  /// The registration form, its login field focused and the program idle.
  static func launch() -> ExampleProcess? {
    guard let app = try? ExampleProcess(arguments: ["registration"], width: 80, height: 24),
      app.waitForFirstFrame()
    else { return nil }
    app.terminal.send("\t")
    _ = settle(app, since: .now)
    return app
  }

  /// Reads until the program has written nothing and used no CPU for 300 ms (a minute at
  /// most); returns when its last output arrived (or, with none, when this was called),
  /// measured from `start`.
  static func settle(_ app: ExampleProcess, since start: ContinuousClock.Instant) -> Duration {
    var lastOutput = ContinuousClock.now
    let deadline = start + .seconds(60)
    while ContinuousClock.now < deadline {
      let ticks = app.terminal.targetStat()?.cpuTicks
      if !app.terminal.readAvailable(timeout: .milliseconds(300)).isEmpty {
        lastOutput = .now
      } else if app.terminal.targetStat()?.cpuTicks == ticks {
        break
      }
    }
    return lastOutput - start
  }

  /// CPU time the program has used, in seconds.
  static func cpuSeconds(_ app: ExampleProcess) -> Double {
    Double(app.terminal.targetStat()?.cpuTicks ?? 0) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  static func residentMegabytes(_ app: ExampleProcess) -> Double {
    Double(ResidentMemory.kilobytes(pid: app.terminal.targetProcessID) ?? 0) / 1_024
  }

  /// `count` characters in one write: time until the screen shows them, frames, memory after.
  static func burst(_ count: Int, into table: inout BenchmarkTable) {
    let name = "\(grouped(count)) characters in one read"
    guard let app = launch() else {
      table.add(name, "could not start Examples", met: false)
      return
    }
    let framesBefore = app.frames().count
    let memoryBefore = residentMegabytes(app)
    let start = ContinuousClock.now
    app.terminal.send(String(repeating: "a", count: count))
    let settled = settle(app, since: start)
    let frames = app.frames().count - framesBefore
    let memoryAfter = residentMegabytes(app)
    app.quit()
    let keyByKey = keyByKeySeconds(count)
    let growth = memoryAfter - memoryBefore
    let met = count == 20_000 ? settled < .milliseconds(200) && growth < 5 : nil
    table.add(
      name,
      "\(milliseconds(settled)), \(frames) frame\(frames == 1 ? "" : "s"), memory "
        + String(format: "%.1f → %.1f MB", memoryBefore, memoryAfter)
        + " when idle; key by key \(keyByKey)",
      target: count == 20_000 ? "< 0.2 s, memory back within 5 MB" : "report", met: met)
  }

  /// Typing `count` characters a key at a time (each in its own read, so each its own update
  /// and frame) costs CPU that grows with the text: measured for 200 keys into the empty field
  /// and 200 more into one already holding `count` − 200, and projected for the whole text.
  static func keyByKeySeconds(_ count: Int) -> String {
    let sample = 200
    guard let first = keyByKeySample(prefill: 0, keys: sample),
      let last = keyByKeySample(prefill: count - sample, keys: sample)
    else { return "n/a" }
    let projected = Double(count) * (first + last) / 2
    return String(
      format: "%.1f s of CPU (%.2f ms a key at the start, %.2f ms at the end)", projected,
      first * 1_000, last * 1_000)
  }

  /// CPU seconds per key for `keys` keys typed after a burst of `prefill`, each sent once the
  /// frame for the one before was drawn.
  static func keyByKeySample(prefill: Int, keys: Int) -> Double? {
    guard let app = launch() else { return nil }
    defer { app.quit() }
    if prefill > 0 {
      app.terminal.send(String(repeating: "a", count: prefill))
      _ = settle(app, since: .now)
    }
    let before = cpuSeconds(app)
    for _ in 0..<keys {
      let frames = app.frames().count
      app.terminal.send("a")
      let deadline = ContinuousClock.now + .seconds(1)
      while app.frames().count == frames && ContinuousClock.now < deadline {
        app.terminal.readAvailable(timeout: .milliseconds(1))
      }
    }
    _ = settle(app, since: .now)
    return (cpuSeconds(app) - before) / Double(keys)
  }

  /// The same 10,000 characters in 100 writes of 100.
  static func manyReads(into table: inout BenchmarkTable) {
    let name = "the same 10,000 in 100 reads of 100"
    guard let app = launch() else {
      table.add(name, "could not start Examples", met: false)
      return
    }
    let framesBefore = app.frames().count
    let memoryBefore = residentMegabytes(app)
    let start = ContinuousClock.now
    for _ in 0..<100 {
      app.terminal.send(String(repeating: "a", count: 100))
      app.terminal.readAvailable(timeout: .milliseconds(2))
    }
    let settled = settle(app, since: start)
    let frames = app.frames().count - framesBefore
    let memoryAfter = residentMegabytes(app)
    app.quit()
    table.add(
      name,
      "\(milliseconds(settled)), \(frames) frames, memory "
        + String(format: "%.1f → %.1f MB", memoryBefore, memoryAfter) + " when idle")
  }

  /// A 20,000-character bracketed paste.
  static func bracketedPaste(into table: inout BenchmarkTable) {
    let name = "a 20,000-character bracketed paste"
    guard let app = launch() else {
      table.add(name, "could not start Examples", met: false)
      return
    }
    let start = ContinuousClock.now
    app.terminal.send("\u{1B}[200~" + String(repeating: "a", count: 20_000) + "\u{1B}[201~")
    let settled = settle(app, since: start)
    app.quit()
    table.add(name, milliseconds(settled))
  }

  /// 64 KB of random bytes, none of them Ctrl-C or Ctrl-Z, and no Escape key (ESC ESC, or an
  /// ESC last), which would leave the example.
  static func randomBytes(count: Int = 65_536, seed: UInt64 = 21) -> [UInt8] {
    var state = seed
    var bytes: [UInt8] = []
    while bytes.count < count {
      // SplitMix64.
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      let byte = UInt8(truncatingIfNeeded: mixed ^ (mixed >> 31))
      if byte == 0x03 || byte == 0x1A { continue }
      if byte == 0x1B && (bytes.last == 0x1B || bytes.count == count - 1) { continue }
      bytes.append(byte)
    }
    return bytes
  }

  static func randomBytes(into table: inout BenchmarkTable) {
    let name = "64 KB of random bytes"
    guard let app = launch() else {
      table.add(name, "could not start Examples", met: false)
      return
    }
    let bytes = randomBytes()
    let start = ContinuousClock.now
    app.terminal.send(bytes)
    let settled = settle(app, since: start)
    let alive = app.terminal.waitForExit(timeout: .zero) == nil
    app.quit()
    let keyByKey = randomBytesOneByOne(bytes, sample: 500).map {
      String(
        format: "%.1f s of CPU (%.2f ms a byte, from the first 500)", $0 * Double(bytes.count),
        $0 * 1_000)
    }
    table.add(
      name,
      milliseconds(settled) + (alive ? "" : " (the program ended)")
        + "; a byte at a time \(keyByKey ?? "n/a")", target: "< 0.5 s",
      met: alive && settled < .milliseconds(500))
  }

  /// CPU seconds per byte for the first `sample` bytes sent one at a time, 10 ms apart (each
  /// its own read; not every byte completes an event, so no frame is waited for).
  static func randomBytesOneByOne(_ bytes: [UInt8], sample: Int) -> Double? {
    guard let app = launch() else { return nil }
    defer { app.quit() }
    let before = cpuSeconds(app)
    for byte in bytes.prefix(sample) {
      app.terminal.send([byte])
      app.terminal.readAvailable(timeout: .milliseconds(10))
    }
    _ = settle(app, since: .now)
    return (cpuSeconds(app) - before) / Double(sample)
  }

  /// Ctrl-C right after a 10,000-character burst, and right after 64 KB of random bytes.
  static func controlCBehindABacklog(into table: inout BenchmarkTable) {
    let backlogs: [(String, [UInt8])] = [
      ("a 10,000-character burst", Array(repeating: UInt8(ascii: "a"), count: 10_000)),
      ("64 KB of random bytes", randomBytes()),
    ]
    for (backlog, bytes) in backlogs {
      let name = "Ctrl-C after \(backlog)"
      guard let app = launch() else {
        table.add(name, "could not start Examples", met: false)
        continue
      }
      app.terminal.send(bytes)
      app.terminal.send([0x03])
      let elapsed = timeToExit(app)
      let status = app.terminal.waitForExit(timeout: .seconds(60))
      table.add(
        name,
        "exits \(elapsed.map(milliseconds) ?? "not within a minute") after Ctrl-C"
          + " (status \(status.map(String.init) ?? "none"))",
        target: "< 100 ms", met: status == 0 && elapsed.map { $0 < .milliseconds(100) } == true)
    }
  }

  /// `ESC[200~partial paste` with no `ESC[201~`: when what arrived shows, and how long Ctrl-C
  /// after another such paste takes.
  static func unterminatedPaste(into table: inout BenchmarkTable) {
    let name = "ESC[200~partial paste with no ESC[201~"
    guard let app = launch() else {
      table.add(name, "could not start Examples", met: false)
      return
    }
    let start = ContinuousClock.now
    app.terminal.send("\u{1B}[200~partial paste")
    let shown =
      app.terminal.expect("partial paste", timeout: .seconds(5)) ? ContinuousClock.now - start : nil
    app.terminal.send("\u{1B}[200~partial paste")
    app.terminal.readAvailable(timeout: .milliseconds(20))
    app.terminal.send([0x03])
    let exited = timeToExit(app, within: .seconds(5))
    app.quit()
    table.add(
      name,
      "what arrived shows after \(shown.map(milliseconds) ?? "never (5 s)");"
        + " Ctrl-C after it exits in \(exited.map(milliseconds) ?? "never (5 s)")",
      target: "paste timeout 250 ms")
  }

  /// Time from now until the program has exited (it is a zombie, or gone); nil if it is still
  /// running after `limit`. Measured from `/proc`, so no draining of output adds to it.
  static func timeToExit(_ app: ExampleProcess, within limit: Duration = .seconds(60))
    -> Duration?
  {
    let start = ContinuousClock.now
    while ContinuousClock.now - start < limit {
      let state = app.terminal.targetStat()?.state
      if state == nil || state == "Z" { return ContinuousClock.now - start }
      app.terminal.readAvailable(timeout: .milliseconds(1))
    }
    return nil
  }

  /// `12,345`.
  static func grouped(_ count: Int) -> String {
    let digits = Array(String(count))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return text
  }

  static func milliseconds(_ duration: Duration) -> String {
    String(format: "%.0f ms", ProcessScenarios.milliseconds(duration))
  }
}
