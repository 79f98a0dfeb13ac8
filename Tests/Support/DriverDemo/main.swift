// A minimal full-screen program for the pseudo-terminal tests: it follows the run loop contract
// of `TerminalDriver` and reports what happened as `<...>` markers the tests search for.
//
// Keys: q or Ctrl-C quit normally, Ctrl-Z suspends, e throws, x crashes (fatalError),
// ! calls exit(4) directly, b switches to a bar cursor, w wakes the loop from another task.
//
// `DriverDemo app` runs a whole `TerminalApp` instead, `DriverDemo slow` one whose every body
// run takes 20 ms (see AppDemo.swift), `DriverDemo ask` two runs that return an answer
// (AskDemo.swift), `DriverDemo crash <way> [inline]` one that crashes (CrashDemo.swift),
// `DriverDemo capabilities` an app showing the colour scheme, the scene phase, a link and a
// copy button (CapabilitiesDemo.swift), `DriverDemo scrollback` an inline region under 30 lines
// of history whose height keys change (ScrollbackDemo.swift).

import DeclRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct RequestedError: Error {}

/// What the loop should do after an event.
enum Outcome {
  case proceed
  case quit
}

func report(_ driver: TerminalDriver, _ text: String) {
  // One write per report, so a marker is never split by other output.
  driver.write(Array("\u{1B}[2;1H\u{1B}[2K<\(text)>".utf8))
}

func paint(_ driver: TerminalDriver, _ banner: String) {
  let (width, height) = driver.size()
  driver.write(Array("\u{1B}[H\u{1B}[2J<\(banner) \(width)x\(height)>".utf8))
}

func handle(_ event: InputEvent, _ driver: TerminalDriver) throws -> Outcome {
  guard case .key(let key) = event else { return .proceed }
  switch key.key {
  case .char("q"), .ctrl("c"):
    return .quit
  case .ctrl("z"):
    driver.suspend()  // returns once resumed; the next wait reports .resumed
  case .char("e"):
    throw RequestedError()
  case .char("x"):
    fatalError("crash requested")
  case .char("!"):
    exit(4)  // skips the deferred restore; the driver's atexit hook must do it
  case .char("b"):
    driver.setCursorShape(bar: true)
    report(driver, "bar")
  case .char("w"):
    let waker = driver.waker
    Task.detached { waker.wake() }
  default:
    break
  }
  return .proceed
}

func handle(_ events: [InputEvent], _ driver: TerminalDriver) throws -> Outcome {
  for event in events where try handle(event, driver) == .quit { return .quit }
  return .proceed
}

func run() throws {
  let driver = TerminalDriver()
  try driver.start()
  // Runs on return and when an error is thrown out of the loop.
  defer { driver.restore() }
  var decoder = InputDecoder()
  paint(driver, "READY")
  while true {
    switch driver.wait(timeoutMilliseconds: decoder.pendingTimeoutMilliseconds) {
    case .input(let bytes):
      let events = decoder.feed(bytes)
      report(driver, "input \(bytes.count) bytes \(events.count) events")
      if try handle(events, driver) == .quit { return }
    case .timeout:
      if try handle(decoder.flush(), driver) == .quit { return }
    case .resized:
      let (width, height) = driver.size()
      report(driver, "size \(width)x\(height)")
    case .resumed:
      paint(driver, "RESUMED")
    case .woken:
      report(driver, "woken")
    case .inputClosed:
      return
    }
  }
}

// The tests crash this program on purpose; don't leave core files behind.
var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
#if os(Linux)
  setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
#else
  setrlimit(RLIMIT_CORE, &noCore)
#endif

if CommandLine.arguments.dropFirst().first == "app" {
  runAppDemo()
}
if CommandLine.arguments.dropFirst().first == "capabilities" {
  runCapabilitiesDemo()
}
if CommandLine.arguments.dropFirst().first == "scrollback" {
  runScrollbackDemo()
}
if CommandLine.arguments.dropFirst().first == "ask" {
  runAskDemo()
}
if CommandLine.arguments.dropFirst().first == "crash" {
  let arguments = CommandLine.arguments.dropFirst(2)
  runCrashDemo(way: arguments.first ?? "fatalError", inline: arguments.contains("inline"))
}
if CommandLine.arguments.dropFirst().first == "slow" {
  runSlowDemo()
}

do {
  try run()
} catch TerminalDriverError.outputNotATerminal {
  print("DECL-DEMO plain frame (output is not a terminal)")
  exit(2)
} catch {
  // The deferred restore already ran, so this lands on the normal screen in cooked mode.
  let message = Array("error: \(error)\n".utf8)
  _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(3)
}
