import DeclRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process's scheduler state and CPU time, from `/proc/<pid>/stat` (Linux only).
public struct ProcessStat: Hashable, Sendable {
  /// `R` running, `S` sleeping, `T` stopped, `Z` zombie, ...
  public var state: Character
  /// User plus system CPU time in clock ticks (`sysconf(_SC_CLK_TCK)` per second).
  public var cpuTicks: Int

  /// Reads the stat line of `pid`; nil when it is gone or there is no `/proc`.
  public static func read(pid: pid_t) -> ProcessStat? {
    let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { SystemCall.close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes {
      SystemCall.read(descriptor, $0.baseAddress!, $0.count)
    }
    guard count > 0 else { return nil }
    return parse(String(decoding: buffer[0..<count], as: UTF8.self))
  }

  /// Parses `pid (comm) state ppid ... utime stime ...`; comm may contain spaces and
  /// parentheses, so fields are counted from the last `)`.
  static func parse(_ line: String) -> ProcessStat? {
    guard let close = line.lastIndex(of: ")") else { return nil }
    let fields = line[line.index(after: close)...].split(separator: " ")
    // fields[0] is field 3 (state); utime and stime are fields 14 and 15.
    guard fields.count > 12, let state = fields[0].first, let user = Int(fields[11]),
      let system = Int(fields[12])
    else { return nil }
    return ProcessStat(state: state, cpuTicks: user + system)
  }
}
