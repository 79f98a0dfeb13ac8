import DeclCanvas
import DeclTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Appends one line of counters per frame to the file named by `DECL_STATS`, so anyone can
/// see what a frame cost without the numbers ever reaching the screen.
///
/// ```
/// DECL_STATS=/tmp/frames.log swift run Examples registration
/// frame=2 bytes=11 cells_compared=1920 cells_emitted=1 sgr_emitted=0 sgr_skipped=1 ...
/// ```
final class FrameStatsLog {
  /// The environment variable naming the file.
  static let variable = "DECL_STATS"

  private let descriptor: Int32

  /// Opens the file `DECL_STATS` names (created, appended to); nil when it is not set or
  /// cannot be opened.
  init?(environment: [String: String]) {
    guard let path = environment[Self.variable], !path.isEmpty else { return nil }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
  }

  deinit {
    SystemCall.close(descriptor)
  }

  /// Writes `frame`'s counters and the fields in `extra` as one line.
  func record(_ frame: FrameStats, extra: KeyValuePairs<String, Int>) {
    var line = frame.logLine
    for (name, value) in extra { line += " \(name)=\(value)" }
    line += "\n"
    let bytes = Array(line.utf8)
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      _ = SystemCall.writeAll(descriptor, base, buffer.count)
    }
  }
}
