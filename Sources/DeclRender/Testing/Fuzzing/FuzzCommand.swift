import Decl
import Foundation

/// `DECL_FUZZ=seed:steps` (optionally `DECL_FUZZ_SIZE=72x22`): instead of taking over the
/// terminal, an app runs headless under `TestHost.fuzz(seed:steps:)` and reports on standard
/// error, exiting 0 when nothing failed, 1 with the shrunk steps when something did, 2 when the
/// setting cannot be read.
@MainActor
enum FuzzCommand {
  /// Runs the fuzzer on `view` as `environment` asks; returns the exit status.
  static func run(_ view: any View, environment: [String: String]) -> Int32 {
    guard let request = environment["DECL_FUZZ"], let (seed, steps) = parse(request),
      let (width, height) = size(environment["DECL_FUZZ_SIZE"] ?? "80x24")
    else {
      report(
        "Decl: DECL_FUZZ wants seed:steps (e.g. DECL_FUZZ=1:5000), DECL_FUZZ_SIZE "
          + "width×height (e.g. 80x24)")
      return 2
    }
    let host = TestHost(
      root: view, width: width, height: height, environment: EnvironmentValues())
    let start = ContinuousClock.now
    running = (seed, width, height)
    defer { running = nil }
    if let failure = host.fuzz(seed: seed, steps: steps) {
      report("\(failure)")
      return 1
    }
    report(
      "Decl fuzz: \(steps) steps from seed \(seed) at \(width)×\(height), no failure "
        + "(\(ContinuousClock.now - start))")
    return 0
  }

  /// The run under way: an app that quits (`TerminalApp.quit()`, say on Escape) ends it.
  private static var running: (seed: UInt64, width: Int, height: Int)?

  /// Says that the app quit during the run; called by `TerminalApp.quit()`.
  static func appQuit() {
    guard let (seed, width, height) = running else { return }
    report(
      "Decl fuzz: the app quit (TerminalApp.quit) after \(FuzzSession.stepsPerformed) steps "
        + "from seed \(seed) at \(width)×\(height), no failure before")
  }

  static func parse(_ request: String) -> (seed: UInt64, steps: Int)? {
    let parts = request.split(separator: ":")
    guard let seed = parts.first.flatMap({ UInt64($0) }) else { return nil }
    guard parts.count > 1 else { return (seed, 1_000) }
    guard parts.count == 2, let steps = Int(parts[1]), steps > 0 else { return nil }
    return (seed, steps)
  }

  static func size(_ text: String) -> (Int, Int)? {
    let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0,
      height > 0
    else { return nil }
    return (width, height)
  }

  private static func report(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
