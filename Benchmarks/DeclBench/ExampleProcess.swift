import DeclRender
import DeclTesting
import Foundation

/// The release `Examples` binary, built next to DeclBench, running in a pseudo-terminal with
/// `DECL_STATS` pointing at a temporary file.
final class ExampleProcess {
  /// The binary, or nil when it was not built (`swift build -c release --product Examples`).
  static let path: String? = {
    let executable =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let candidate = executable.deletingLastPathComponent().appendingPathComponent("Examples").path
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
  }()

  /// What the table shows when the binary is missing.
  static let missing = "n/a (run `swift build -c release --product Examples` first)"

  /// The example ids the binary knows (`Examples --list`).
  static let catalog: Set<String> = {
    guard let path else { return [] }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--list"]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return [] }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // Each line is the id, then its title.
    return Set(
      String(decoding: data, as: UTF8.self).split(separator: "\n")
        .compactMap { $0.split(separator: " ").first.map(String.init) })
  }()

  let terminal: PseudoTerminal
  let statsPath: String

  /// Starts `Examples` with `arguments` (none: the gallery) on a `width`×`height` terminal.
  init(arguments: [String] = [], width: Int, height: Int) throws {
    guard let path = Self.path else { throw CocoaError(.fileNoSuchFile) }
    statsPath = NSTemporaryDirectory() + "declbench-\(UUID().uuidString).log"
    var environment = PseudoTerminal.defaultEnvironment
    environment["COLORTERM"] = "truecolor"
    environment["DECL_STATS"] = statsPath
    terminal = try PseudoTerminal(
      executable: path, arguments: arguments, environment: environment, width: width,
      height: height)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: statsPath)
  }

  /// The `DECL_STATS` lines written so far, each as its `name=value` pairs.
  func frames() -> [[String: Int]] {
    guard let text = try? String(contentsOfFile: statsPath, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").map { line in
      var fields: [String: Int] = [:]
      for pair in line.split(separator: " ") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
      }
      return fields
    }
  }

  /// Reads until the first frame was written and the program has been quiet for `quiet`.
  func waitForFirstFrame(quiet: Duration = .milliseconds(300)) -> Bool {
    let deadline = ContinuousClock.now + .seconds(20)
    while frames().isEmpty, ContinuousClock.now < deadline {
      terminal.readAvailable(timeout: .milliseconds(20))
    }
    drain(quiet: quiet)
    return !frames().isEmpty
  }

  /// Reads until nothing arrives for `quiet`.
  func drain(quiet: Duration) {
    while !terminal.readAvailable(timeout: quiet).isEmpty {}
  }

  /// Context switches of all the program's threads so far, and how many threads it has.
  func contextSwitches() -> (switches: Int, threads: Int) {
    let activity = ThreadActivity.read(pid: terminal.targetProcessID)
    return (activity?.contextSwitches ?? 0, activity?.threads ?? 0)
  }

  /// Ctrl-C, then waits for the exit.
  func quit() {
    terminal.send([0x03])
    _ = terminal.waitForExit(timeout: .seconds(5))
  }
}
