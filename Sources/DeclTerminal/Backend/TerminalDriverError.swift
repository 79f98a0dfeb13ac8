#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why `TerminalDriver.start()` could not take over the terminal.
public enum TerminalDriverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The output is not a terminal (a pipe or file): print plain frames instead.
  case outputNotATerminal(descriptor: Int32)
  /// Another `TerminalDriver` in this process is started; restore it first.
  case anotherDriverActive
  /// A system call failed with `errno`.
  case systemCallFailed(name: String, errno: Int32)

  public var description: String {
    switch self {
    case .outputNotATerminal(let descriptor):
      "descriptor \(descriptor) is not a terminal; write plain frames instead"
    case .anotherDriverActive:
      "another TerminalDriver is already started in this process"
    case .systemCallFailed(let name, let code):
      "\(name) failed: \(String(cString: strerror(code)))"
    }
  }
}
