import DeclRender
import Foundation

/// How often a process's threads have been switched out so far (Linux only): every time a
/// thread wakes up it is later switched out again, so a process that never wakes keeps this
/// count still. Tests and the benchmark use it to prove an idle app sleeps.
public struct ThreadActivity: Hashable, Sendable {
  /// Voluntary plus involuntary context switches, summed over the threads.
  public var contextSwitches: Int
  /// Threads of the process.
  public var threads: Int

  /// Reads `/proc/<pid>/task/*/status`; nil when the process is gone or there is no `/proc`.
  public static func read(pid: Int32) -> ThreadActivity? {
    let directory = "/proc/\(pid)/task"
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return nil
    }
    var switches = 0
    for task in tasks {
      guard let status = try? String(contentsOfFile: "\(directory)/\(task)/status", encoding: .utf8)
      else { continue }
      for line in status.split(separator: "\n") where line.contains("ctxt_switches:") {
        let value = line.split(whereSeparator: { $0 == "\t" || $0 == " " }).last ?? ""
        switches += Int(value) ?? 0
      }
    }
    return ThreadActivity(contextSwitches: switches, threads: tasks.count)
  }
}
