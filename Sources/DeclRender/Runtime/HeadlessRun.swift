import Decl
import DeclInput
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An `@main` app run without a terminal, for CI and documentation: `DECL_HEADLESS=80x24`
/// prints the settled first screen as plain text, then for each key named in `DECL_KEYS`
/// (space-separated) sends it, settles and prints the screen again, and exits 0.
///
/// Each screen is exactly as many lines as the size is tall, so screen `k` is lines
/// `k·height + 1 … (k + 1)·height`. What the program prints itself goes to standard error
/// meanwhile, so standard output holds the screens alone.
@MainActor
struct HeadlessRun {
  /// The screen size.
  let size: Size
  /// The keys to send after the first screen, in order.
  let keys: [KeyEvent]

  /// How long each settle may wait for tasks started by the app (a `.task` that never ends
  /// must not hold the run).
  static let settleTimeout = Duration.seconds(2)

  /// The run `environment` asks for, nil when `DECL_HEADLESS` is not set.
  static func request(environment: [String: String]) throws(HeadlessRequestError) -> HeadlessRun? {
    guard let sizeText = environment["DECL_HEADLESS"] else { return nil }
    let parts = sizeText.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0,
      height > 0, width <= 1000, height <= 1000
    else { throw .size(sizeText) }
    var keys: [KeyEvent] = []
    for name in (environment["DECL_KEYS"] ?? "").split(separator: " ") {
      guard let key = key(named: String(name)) else { throw .key(String(name)) }
      keys.append(key)
    }
    return HeadlessRun(size: Size(width: width, height: height), keys: keys)
  }

  /// The key a `DECL_KEYS` word names: a key's name or a single character.
  static func key(named name: String) -> KeyEvent? {
    switch name.lowercased() {
    case "tab": return KeyEvent(.tab)
    case "backtab": return KeyEvent(.backTab)
    case "enter", "return": return KeyEvent(.enter)
    case "escape", "esc": return KeyEvent(.escape)
    case "space": return KeyEvent(.char(" "))
    case "backspace": return KeyEvent(.backspace)
    case "up": return KeyEvent(.up)
    case "down": return KeyEvent(.down)
    case "left": return KeyEvent(.left)
    case "right": return KeyEvent(.right)
    case "home": return KeyEvent(.home)
    case "end": return KeyEvent(.end)
    case "pageup": return KeyEvent(.pageUp)
    case "pagedown": return KeyEvent(.pageDown)
    default: return name.count == 1 ? KeyEvent(.char(name.first!)) : nil
    }
  }

  /// The screens of `root`: the first, then one after each key.
  func screens(of root: any View, environment: EnvironmentValues = EnvironmentValues()) async
    -> [String]
  {
    let host = TestHost(
      root: root, width: size.width, height: size.height, environment: environment)
    await host.settle(timeout: Self.settleTimeout)
    var screens = [host.screen]
    for key in keys {
      host.send(key.key, modifiers: key.modifiers)
      await host.settle(timeout: Self.settleTimeout)
      screens.append(host.screen)
    }
    return screens
  }

  /// Sends what the program prints to standard error, makes the root view, prints its
  /// screens on the real standard output, and exits 0.
  func run(root: @escaping @MainActor () -> any View) -> Never {
    fflush(nil)
    let screenOutput = dup(1)
    dup2(2, 1)
    Task { @MainActor in
      for screen in await screens(of: root()) {
        fflush(nil)
        let bytes = Array((screen + "\n").utf8)
        var written = 0
        while written < bytes.count {
          let n = bytes[written...].withUnsafeBytes {
            write(screenOutput, $0.baseAddress, $0.count)
          }
          if n <= 0 { break }
          written += n
        }
      }
      fflush(nil)
      exit(0)
    }
    dispatchMain()
  }
}

/// Why `DECL_HEADLESS` or `DECL_KEYS` could not be used.
enum HeadlessRequestError: Error, Equatable, CustomStringConvertible {
  case size(String)
  case key(String)

  var description: String {
    switch self {
    case .size(let text):
      "DECL_HEADLESS=\(text): expected a size such as 80x24 (columns x rows, 1 to 1000 each)"
    case .key(let name):
      "DECL_KEYS: unknown key \"\(name)\"; use tab, backtab, enter, escape, space, up, down, "
        + "left, right, pageup, pagedown, home, end, backspace, or a single character"
    }
  }
}
