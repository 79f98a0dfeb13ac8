import Decl

// Indicators: the parts of controls drawn cell by cell (a slider's track, a progress bar, a
// spinner), and the animation that turns spinners and moves indeterminate bars.
//
// An animation is a main-actor task that sleeps 100 ms, advances the node's frame and asks for
// a new frame, for as long as the node is drawn: a frame without it (hidden, scrolled away, removed)
// ends the task, and drawing it again starts a new one, so an app with no spinner on screen
// runs no timer at all. These tasks are not in `graph.runningTasks`, since they never finish:
// `TestHost.settle` would always wait for them until its timeout.

/// Animations running now, per graph, so tests can see them stop.
@MainActor
enum IndicatorAnimations {
  private static var running: [ObjectIdentifier: Int] = [:]

  static func count(in graph: GraphContext) -> Int { running[ObjectIdentifier(graph)] ?? 0 }

  fileprivate static func started(in graph: GraphContext) {
    running[ObjectIdentifier(graph), default: 0] += 1
  }

  fileprivate static func stopped(in graph: GraphContext) {
    let key = ObjectIdentifier(graph)
    let remaining = (running[key] ?? 1) - 1
    running[key] = remaining > 0 ? remaining : nil
  }
}

extension ViewNode {
  /// How often a spinner turns.
  static let animationInterval: Duration = .milliseconds(100)
  /// A braille spinner, one frame per interval.
  static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// Columns of the block that runs along an indeterminate bar.
  static let indeterminateBlock = 3

  func indicatorSize(_ indicator: Indicator, _ proposal: ProposedSize) -> Size {
    switch indicator {
    case .sliderTrack, .progressBar: Size(width: max(1, proposal.width ?? 16), height: 1)
    case .spinner: Size(width: 1, height: 1)
    }
  }

  func drawIndicator(_ indicator: Indicator, into canvas: inout Canvas, context: DrawContext) {
    let rect = context.translated(frame)
    guard rect.width > 0, rect.height > 0 else { return }
    let resolver = StyleResolver(environment: environment)
    let enabled = environment.isEnabled
    let gray = resolver.cellColor(.gray) ?? .default
    let track = resolver.cellColor(.systemGray3) ?? .default
    let accent = enabled ? (resolver.cellColor(environment.tint ?? .accentColor) ?? .default) : gray
    func cell(_ character: Character, column: Int, _ color: CellColor) {
      put(
        character, width: 1, x: rect.minX + column, y: rect.minY,
        style: CellStyle(foreground: color, background: .default, attributes: []),
        into: &canvas, clip: context.clip)
    }
    switch indicator {
    case .sliderTrack(let fraction):
      let thumb = Int((fraction * Double(rect.width - 1)).rounded())
      for column in 0..<rect.width {
        if column < thumb {
          cell("━", column: column, accent)
        } else if column == thumb {
          cell("●", column: column, accent)
        } else {
          cell("─", column: column, track)
        }
      }
    case .progressBar(let fraction?):
      let filled = Int((fraction * Double(rect.width)).rounded())
      for column in 0..<rect.width {
        column < filled ? cell("█", column: column, accent) : cell("░", column: column, track)
      }
    case .progressBar(nil):
      animate()
      // A block runs from one end to the other and back.
      let block = min(Self.indeterminateBlock, rect.width)
      let travel = rect.width - block
      let phase = travel > 0 ? controlState.animationFrame % (2 * travel) : 0
      let start = phase <= travel ? phase : 2 * travel - phase
      for column in 0..<rect.width {
        let inBlock = column >= start && column < start + block
        inBlock ? cell("█", column: column, accent) : cell("░", column: column, track)
      }
    case .spinner:
      animate()
      let frame = Self.spinnerFrames[controlState.animationFrame % Self.spinnerFrames.count]
      let color =
        environment.tint.flatMap { resolver.cellColor($0) } ?? resolver.cellColor(.secondary)
        ?? .default
      cell(frame, column: 0, enabled ? color : gray)
    }
  }

  /// Keeps this indicator's animation running while it is drawn: called at every draw.
  private func animate() {
    let state = controlState
    state.drawnInLayout = graph.layoutGeneration
    guard state.animation == nil else { return }
    let graph = self.graph
    IndicatorAnimations.started(in: graph)
    state.animation = Task { @MainActor [weak self] in
      defer { IndicatorAnimations.stopped(in: graph) }
      while !Task.isCancelled {
        try? await Task.sleep(for: Self.animationInterval)
        guard !Task.isCancelled, let self, self.isMounted else { return }
        let state = self.controlState
        // Not drawn in the latest frame: off screen, so stop until drawn again.
        guard state.drawnInLayout == graph.layoutGeneration else {
          state.animation = nil
          return
        }
        // Only drawing reads the frame: ask for a frame without dirtying anything, so the
        // animation is never pending work that `TestHost.settle` would wait out.
        state.animationFrame &+= 1
        graph.onNeedsUpdate?()
      }
    }
  }
}
