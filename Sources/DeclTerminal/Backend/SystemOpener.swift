import Foundation

/// The platform's opener for URLs: `open` on macOS, `xdg-open` elsewhere, run detached with
/// its output discarded so nothing lands on the app's screen.
package enum SystemOpener {
  /// Starts the opener for `url`; false when it could not be started.
  package static func open(_ url: URL) -> Bool {
    let process = Process()
    #if os(macOS)
      process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
      process.arguments = [url.absoluteString]
    #else
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["xdg-open", url.absoluteString]
    #endif
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      return true
    } catch {
      return false
    }
  }
}
