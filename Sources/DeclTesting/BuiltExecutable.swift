#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds an executable product of this package, for tests that run it in a pseudo-terminal.
///
/// A test target cannot depend on an executable target, so `swift build` must run before
/// `swift test` (CI does). The lookup tries `$<VARIABLE>` if given, then the directory of the
/// running test binary (Linux: /proc/self/exe; macOS: the `.xctest` bundle) and its parents,
/// then `.build/debug`.
public enum BuiltExecutable {
  /// The path of the executable `name`, or nil when it was not built.
  public static func path(named name: String, environmentVariable: String? = nil) -> String? {
    if let variable = environmentVariable,
      let explicit = getenv(variable).map({ String(cString: $0) })
    {
      return isExecutable(explicit) ? explicit : nil
    }
    var images: [String] = []
    if let executable = runningExecutable() { images.append(executable) }
    images += CommandLine.arguments.filter { $0.hasSuffix(".xctest") }
    for image in images {
      var directory = parent(of: image)
      for _ in 0..<4 {
        let candidate = directory + "/" + name
        if isExecutable(candidate) { return candidate }
        directory = parent(of: directory)
      }
    }
    let fallback = ".build/debug/" + name
    return isExecutable(fallback) ? fallback : nil
  }

  private static func runningExecutable() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static func isExecutable(_ path: String) -> Bool {
    access(path, X_OK) == 0
  }
}
