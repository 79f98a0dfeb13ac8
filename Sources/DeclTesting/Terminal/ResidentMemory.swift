import Foundation

/// How much memory a process holds: its resident set, from `/proc/<pid>/status` (Linux only).
public enum ResidentMemory {
  /// `VmRSS` of `pid` in kB; nil when the process is gone or there is no `/proc`.
  public static func kilobytes(pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return nil
    }
    return parse(status)
  }

  /// The `VmRSS:` line's value of a status file, in kB.
  static func parse(_ status: String) -> Int? {
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else {
      return nil
    }
    return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap {
      Int($0)
    }
  }
}
