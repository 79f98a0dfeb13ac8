import Decl
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs views in the terminal.
///
/// ```swift
/// try TerminalApp.run { ContentView() }   // returns only if the terminal could not be used
/// ```
///
/// When standard output is not a terminal (a pipe, a file) or `TERM=dumb`, the first frame is
/// printed once as plain text and `run` returns. Otherwise the app runs until Ctrl-C,
/// `TerminalApp.quit()`, or the end of input, and the process exits. What the program prints
/// meanwhile (`print`, standard error) is written out once the terminal is restored.
@MainActor
public enum TerminalApp {
  /// The running loop, so `quit()` can reach it.
  private static var current: TerminalRunLoop?

  /// Shows `content` in the terminal until the app quits.
  public static func run<Content: View>(@ViewBuilder _ content: () -> Content) throws {
    try run(view: content())
  }

  static func run(view: any View) throws {
    let startedAt = ContinuousClock.now
    let environment = ProcessInfo.processInfo.environment
    let interactive = isatty(0) == 1 && isatty(1) == 1 && environment["TERM"] != "dumb"
    guard interactive else {
      let size = TerminalSize.current() ?? TerminalSize(width: 80, height: 24)
      let renderer = FrameRenderer(root: view, size: Size(width: size.width, height: size.height))
      renderer.renderFrame()
      print(renderer.canvas.plainText)
      return
    }
    let depth = ColorDepth.detect(environment: environment, isTTY: true)
    // What the program prints while it runs is written out after the terminal is restored.
    let driver = TerminalDriver(output: OutputCapture.begin() ?? 1)
    do {
      try driver.start()
    } catch {
      OutputCapture.release()
      throw error
    }
    WarningOutput.holdWhileDrawing()
    let loop = TerminalRunLoop(
      driver: driver, root: view, depth: depth, environment: environment, startedAt: startedAt)
    current = loop
    loop.run()
  }

  /// Ends the app: restores the terminal and exits with `status`.
  public static func quit(status: Int32 = 0) -> Never {
    current?.quit(status: status)
    OutputCapture.release()
    WarningOutput.release()
    exit(status)
  }
}

extension App {
  /// Runs the app's first window in the terminal (`@main struct MyApp: App`).
  @MainActor
  public static func main() {
    do {
      try TerminalApp.run(view: Self().body.terminalRootView)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(1)
    }
  }
}
