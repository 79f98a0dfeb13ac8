import Decl

/// Renders views headless, for tests: read the screen as text or as styled ANSI.
///
/// ```swift
/// let host = TestHost(width: 40, height: 10) { BookListView() }
/// #expect(host.screen.contains("Dune"))
/// ```
///
/// Every action re-renders before it returns, so `screen` always shows the current state.
@MainActor
public final class TestHost {
  private let renderer: FrameRenderer

  /// Renders `content` on a screen of `width` × `height` cells.
  public init<Content: View>(
    width: Int, height: Int, environment: EnvironmentValues = EnvironmentValues(),
    @ViewBuilder content: () -> Content
  ) {
    renderer = FrameRenderer(
      root: content(), size: Size(width: width, height: height), environment: environment)
    renderer.renderFrame()
  }

  /// The frame as plain text: rows joined by "\n", trailing spaces trimmed.
  public var screen: String { renderer.canvas.plainText }

  /// The frame as a full repaint with SGR styling, in truecolor.
  public var ansiScreen: String { FrameSerializer.fullFrame(renderer.canvas, depth: .trueColor) }

  /// The frame's cells.
  public var canvas: Canvas { renderer.canvas }

  /// Counters since the host started.
  public var stats: RenderStats { renderer.stats }

  /// Nodes alive in the view graph now.
  public var liveNodeCount: Int { renderer.graph.context.liveNodeCount }

  /// Changes the screen size and renders again.
  public func resize(width: Int, height: Int) {
    renderer.resize(to: Size(width: width, height: height))
    renderer.renderFrame()
  }
}

extension TestHost {
  /// The current frame as snapshot files (screen text and style map).
  public var snapshot: SnapshotFiles { SnapshotFiles(canvas: canvas) }
}

extension TestHost {
  /// The frame of the first text view showing exactly `string`, for layout tests.
  public func frame(ofText string: String) -> Rect? {
    func search(_ node: ViewNode) -> Rect? {
      if case .text(let text) = node.kind, text.plainString == string { return node.frame }
      for child in node.children {
        if let found = search(child) { return found }
      }
      return nil
    }
    return search(renderer.graph.root)
  }
}
