import Decl
import DeclCanvas
import DeclGraph
import DeclInput
import DeclTerminal

/// Renders views headless, for tests: send keys, type, tap buttons, and read the screen as
/// text or as styled ANSI.
///
/// ```swift
/// let host = TestHost(width: 40, height: 10) { ContentView() }
/// host.send(.tab)
/// host.type("hello")
/// host.tap("Save")
/// #expect(host.screen.contains("hello"))
/// ```
///
/// Every action re-renders before it returns, so `screen` always shows the current state.
@MainActor
public final class TestHost {
  let renderer: FrameRenderer
  /// The view, environment and size the host started with, so the fuzzer can replay steps
  /// on a fresh host.
  let root: any View
  let environment: EnvironmentValues
  let initialSize: Size
  /// The bytes of every frame since the fuzzer last took them; nil when nobody records.
  var recordedBytes: [UInt8]?

  /// Renders `content` on a screen of `width` × `height` cells.
  public convenience init<Content: View>(
    width: Int, height: Int, environment: EnvironmentValues = EnvironmentValues(),
    @ViewBuilder content: () -> Content
  ) {
    self.init(root: content(), width: width, height: height, environment: environment)
  }

  init(root: any View, width: Int, height: Int, environment: EnvironmentValues) {
    self.root = root
    self.environment = environment
    initialSize = Size(width: width, height: height)
    renderer = FrameRenderer(
      root: root, size: Size(width: width, height: height), environment: environment)
    render()
  }

  /// Renders a frame, keeping its bytes while the fuzzer records them.
  func render() {
    let bytes = renderer.renderFrame()
    recordedBytes?.append(contentsOf: bytes)
  }

  /// Renders a root view whose type is not known statically (an app's first window).
  package convenience init(
    root: any View, size: Size, environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.init(root: root, width: size.width, height: size.height, environment: environment)
  }

  /// The frame as plain text: rows joined by "\n", trailing spaces trimmed.
  public var screen: String { renderer.canvas.plainText }

  /// The frame as a full repaint with SGR styling, in truecolor.
  public var ansiScreen: String { FrameSerializer.fullFrame(renderer.canvas, depth: .trueColor) }

  /// The frame's cells.
  public var canvas: CellCanvas { renderer.canvas }

  /// Where the terminal cursor is shown (the caret of a focused text field), if anywhere.
  public var cursor: Point? { renderer.graph.context.lastFrame.cursor }

  /// Counters since the host started.
  public var stats: RenderStats { renderer.stats }

  /// Animations (spinners, indeterminate progress bars) running now; each stops once its view
  /// is no longer drawn.
  public var runningAnimationCount: Int { renderer.graph.context.animations.count }

  /// Nodes alive in the view graph now.
  public var liveNodeCount: Int { renderer.graph.context.diagnostics.liveNodeCount }

  /// Changes the screen size and renders again.
  public func resize(width: Int, height: Int) {
    renderer.resize(to: Size(width: width, height: height))
    render()
  }

  /// Sends one key to the focused control (Tab and Shift-Tab move focus).
  public func send(_ key: Key, modifiers: KeyModifiers = []) {
    renderer.apply([.key(KeyEvent(key, modifiers: modifiers))])
    render()
  }

  /// Sends one key event: a press, or a repeat or release as a terminal speaking the kitty
  /// keyboard protocol reports them (`reportsKeyReleases`).
  public func send(_ event: KeyEvent) {
    renderer.apply([.key(event)])
    render()
  }

  /// Whether keys come with their releases, as from a terminal speaking the kitty keyboard
  /// protocol: a long press is then held with Space or Enter. False, as in most terminals,
  /// unless set.
  public var reportsKeyReleases: Bool {
    get { renderer.graph.context.interaction.keyReleasesReported }
    set { renderer.graph.context.interaction.keyReleasesReported = newValue }
  }

  /// Types text into the focused control, one key event per character. The keys arrive
  /// together, as a burst does in a terminal: a focused text field takes them as one edit,
  /// with one update (its `onChange` sees the text once) and one frame. To type as a person
  /// does, with an update after each key, call `type` once per character.
  public func type(_ text: String) {
    renderer.apply(text.map { .key(KeyEvent(.char($0))) })
    render()
  }

  /// Pastes text into the focused text field as one event; with no text field focused it is
  /// dropped on a drop destination (`onDrop`), as a file dropped on a terminal window pastes
  /// its path; with neither the paste goes nowhere, which fails the running test.
  public func paste(
    _ text: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    if renderer.graph.context.focus.focused?.behavior is TextFieldNode == false,
      renderer.graph.dropDestination() == nil
    {
      fail(
        "paste: no text field has focus", fileID: fileID, filePath: filePath, line: line,
        column: column)
    }
    renderer.apply([.paste(text)])
    render()
  }

  /// Clicks the left mouse button at a cell: clicks the control there, which takes focus only
  /// if it is a text field, slider, list row or `focusable()` view (as on macOS).
  public func click(x: Int, y: Int) {
    renderer.apply([
      .mouse(MouseEvent(kind: .press(.left), x: x, y: y)),
      .mouse(MouseEvent(kind: .release(.left), x: x, y: y)),
    ])
    render()
  }

  /// Sends one mouse event as the terminal reports it: `.press(.left)`, `.drag(.left)` and
  /// `.release(.left)` hold and move a slider's thumb; the wheel scrolls.
  public func mouse(_ kind: MouseEvent.Kind, x: Int, y: Int) {
    renderer.apply([.mouse(MouseEvent(kind: kind, x: x, y: y))])
    render()
  }

  /// Acts on the first visible control `label` names, as a click would: a button, toggle or
  /// link whose text or accessibility label contains `label`, or whose accessibility
  /// identifier is `label`, is activated (a toggle switches); a text field, secure field or
  /// search field whose title or prompt contains it is focused, so `type` goes there. When no
  /// control matches, the first view with an `onTapGesture` does. A button keeps focus where
  /// it was (a text field keeps it).
  ///
  /// ```swift
  /// host.tap("Add task")   // Button { … } label: { Image(systemName: "plus") }
  ///                        //   .accessibilityLabel("Add task")
  /// host.tap("Name"); host.type("Ann")
  /// ```
  ///
  /// When there is no such control, or it is disabled, the tap fails the running Swift
  /// Testing test (with DeclTesting linked, as test targets are) and returns false; outside a
  /// test it says why on standard error and in `stats.warnings`.
  @discardableResult
  public func tap(
    _ label: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> Bool {
    if let failure = renderer.handlingInput({ renderer.graph.tap(label) }) {
      fail(
        "tap(\"\(label)\"): \(failure)", fileID: fileID, filePath: filePath, line: line,
        column: column)
      render()
      return false
    }
    render()
    return true
  }

  /// Reports an action that found nothing to act on: an issue in the running test, else a
  /// warning.
  private func fail(
    _ message: String, fileID: String, filePath: String, line: Int, column: Int
  ) {
    let recorded =
      TestIssueReporter.recorder?.recordIssue(
        message, fileID: fileID, filePath: filePath, line: line, column: column) ?? false
    if recorded {
      renderer.graph.context.diagnostics.stats.warnings.append(message)
    } else {
      renderer.graph.context.warn(message)
    }
  }

  /// Turns the mouse wheel over a cell: positive rows scroll down.
  public func scroll(x: Int, y: Int, rows: Int) {
    renderer.handlingInput { renderer.graph.scroll(at: Point(x: x, y: y), by: rows) }
    render()
  }

  /// Runs pending updates and waits for started tasks (including a pressed button's moment)
  /// to finish, for at most `timeout`. Spinners and other animations never finish and are
  /// not waited for: to see one turn, sleep, then settle.
  public func settle(timeout: Duration = .seconds(10)) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    // A pressed button's moment has passed by the time anything settles.
    for release in Array(renderer.graph.context.interaction.pressReleases.values) { release() }
    repeat {
      renderer.graph.processUpdates()
      let tasks = Array(renderer.graph.context.updates.runningTasks.values)
      if tasks.isEmpty {
        // Give unstructured tasks started by actions a chance to run and write state.
        for _ in 0..<20 { await Task.yield() }
        if !renderer.graph.context.updates.hasPendingWork
          && renderer.graph.context.updates.runningTasks.isEmpty
        {
          break
        }
      } else {
        try? await Task.sleep(for: .milliseconds(5))
      }
    } while clock.now < deadline
    render()
  }

  /// The frame of the first text view showing exactly `string`, for layout tests.
  public func frame(ofText string: String) -> Rect? {
    func search(_ node: ViewNode) -> Rect? {
      if node.behavior(TextNode.self)?.text.plainString == string { return node.frame }
      for child in node.children {
        if let found = search(child) { return found }
      }
      return nil
    }
    return search(renderer.graph.root)
  }

  /// The current frame as snapshot files (screen text and style map).
  public var snapshot: SnapshotFiles { SnapshotFiles(canvas: canvas) }
}
