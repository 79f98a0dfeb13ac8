import Decl
import DeclTerminal
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
    // `DECL_FUZZ=seed:steps`: random input, headless, checked after every step.
    if environment["DECL_FUZZ"] != nil { exit(FuzzCommand.run(view, environment: environment)) }
    let interactive = isatty(0) == 1 && isatty(1) == 1 && environment["TERM"] != "dumb"
    guard interactive else {
      let size = TerminalSize.current() ?? TerminalSize(width: 80, height: 24)
      let renderer = FrameRenderer(root: view, size: Size(width: size.width, height: size.height))
      renderer.renderFrame()
      print(renderer.canvas.plainText)
      return
    }
    // What the program prints while it runs is written out after the terminal is restored.
    let driver = TerminalDriver(output: OutputCapture.begin() ?? 1)
    do {
      try driver.start()
    } catch {
      OutputCapture.release()
      throw error
    }
    let capabilities = TerminalDetection.run(
      driver, capabilities: .fromEnvironment(environment), override: environment["DECL_TERMINAL"],
      cursorReport: false
    ).capabilities
    WarningOutput.holdWhileDrawing()
    // The app's window restores its @SceneStorage values at the next launch.
    let sceneStorage = SceneStorageValues.persistentStore().map {
      SceneStorageValues(persistingIn: $0)
    }
    let loop = TerminalRunLoop(
      driver: driver, root: view, capabilities: capabilities, environment: environment,
      startedAt: startedAt, sceneStorage: sceneStorage)
    current = loop
    loop.run()
  }

  /// Shows `content` until it calls `finish`, then restores the terminal and returns what it
  /// was given, so a command-line tool can ask a question and carry on.
  ///
  /// ```swift
  /// let fruit: String? = try await TerminalApp.run(inline: true) { finish in
  ///   List(fruits, id: \.self) { fruit in Button(fruit) { finish(fruit) } }
  /// }
  /// ```
  ///
  /// Inline, the view is drawn on the rows below the cursor, without the alternate screen: as
  /// tall as its ideal height (at most the terminal's), growing and shrinking with it, and
  /// `onExit` decides whether its last frame stays in the scrollback (the cursor goes below
  /// it) or is erased. Otherwise it fills the alternate screen as `run` does. Escape with
  /// nothing to dismiss returns nil; Ctrl-C restores the terminal and throws
  /// `CancellationError`. When standard output is not a terminal, one frame is printed as plain
  /// text and the result is nil.
  public static func run<Result, Content: View>(
    inline: Bool = false, onExit: InlineExit = .keep,
    @ViewBuilder _ content: (_ finish: @escaping @MainActor (Result?) -> Void) -> Content
  ) async throws -> Result? {
    let startedAt = ContinuousClock.now
    let outcome = RunOutcome<Result>()
    let view = content { value in outcome.finish(value) }.onExitCommand { outcome.finish(nil) }
    let environment = ProcessInfo.processInfo.environment
    guard isatty(0) == 1, isatty(1) == 1, environment["TERM"] != "dumb" else {
      let size = TerminalSize.current() ?? TerminalSize(width: 80, height: 24)
      let renderer = FrameRenderer(root: view, size: Size(width: size.width, height: size.height))
      if inline { renderer.drawInline(from: 0) }
      renderer.renderFrame()
      print(renderer.canvas.plainText)
      return nil
    }
    // What the program prints meanwhile is written out when the run ends, below its frame.
    let driver = TerminalDriver(output: OutputCapture.begin() ?? 1)
    driver.usesAlternateScreen = !inline
    do {
      try driver.start()
    } catch {
      OutputCapture.release()
      throw error
    }
    var origin: Int?
    let detection = TerminalDetection.run(
      driver, capabilities: .fromEnvironment(environment), override: environment["DECL_TERMINAL"],
      cursorReport: inline)
    if inline {
      let height = driver.size().height
      if let report = detection.cursor {
        // Start on a line of its own: below a prompt printed without a newline.
        if report.column > 0 { driver.write([0x0D, 0x0A]) }
        origin = report.row + (report.column > 0 ? 1 : 0)
      } else {
        // No answer: draw from the bottom row up, which is right whatever was printed.
        origin = height - 1
      }
    }
    WarningOutput.holdWhileDrawing()
    let loop = TerminalRunLoop(
      driver: driver, root: view, capabilities: detection.capabilities, environment: environment,
      startedAt: startedAt, inlineOrigin: origin, inlineExit: onExit)
    outcome.loop = loop
    let previous = current
    current = loop
    defer { current = previous }
    let interrupted = await withCheckedContinuation { continuation in
      loop.start { interrupted in continuation.resume(returning: interrupted) }
    }
    OutputCapture.release()
    if interrupted { throw CancellationError() }
    return outcome.value
  }

  /// Ends the app: restores the terminal and exits with `status`.
  public static func quit(status: Int32 = 0) -> Never {
    FuzzCommand.appQuit()
    current?.quit(status: status)
    OutputCapture.release()
    WarningOutput.release()
    exit(status)
  }
}

extension App {
  /// Runs the app's first window in the terminal (`@main struct MyApp: App`); with
  /// `DECL_HEADLESS=80x24` in the environment, prints its screens as plain text instead (see
  /// `HeadlessRun`); with `--preview [NAME]` it lists the program's previews or shows one.
  @MainActor
  public static func main() {
    PreviewCommand.handle(CommandLine.arguments)
    // A document app opens the file its first argument names (`DocumentGroup`).
    DocumentLaunch.arguments = CommandLine.arguments
    // `dismissWindow()` closes the one window: the program ends.
    WindowClosing.closeProgramWindow = { TerminalApp.quit() }
    let headless: HeadlessRun?
    do {
      headless = try HeadlessRun.request(environment: ProcessInfo.processInfo.environment)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(2)
    }
    do {
      if let headless {
        UIScreen.main.cells = (headless.size.width, headless.size.height)
        headless.run { Self().body.terminalRootView }
      }
      // `UIScreen.main.bounds` read in the app's `init` is the terminal's size.
      if let size = TerminalSize.current() { UIScreen.main.cells = (size.width, size.height) }
      try TerminalApp.run(view: Self().body.terminalRootView)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(1)
    }
  }
}
