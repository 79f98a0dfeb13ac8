import Decl
import DeclCanvas
import DeclGraph

/// The parts of controls drawn cell by cell: a slider's track, a progress bar, a spinner.
/// Spinners and indeterminate bars animate while they are drawn (see `AnimationDriver`).
package final class IndicatorNode: LeafBehavior, AnimatedBehavior {
  /// A braille spinner, one frame per interval.
  static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// Columns of the block that runs along an indeterminate bar.
  static let indeterminateBlock = 3

  private(set) var indicator = Indicator.spinner
  /// How far a spinner or indeterminate bar has turned; the animation advances it.
  var animationFrame = 0

  /// A spinner turns every 100 ms.
  package var animationInterval: Duration { .milliseconds(100) }

  /// Only drawing reads the frame: advancing dirties nothing, so the animation is never
  /// pending work that `TestHost.settle` would wait out.
  package func advanceAnimation(_ node: ViewNode) {
    animationFrame &+= 1
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    switch indicator {
    case .sliderTrack, .progressBar: Size(width: max(1, proposal.width ?? 16), height: 1)
    case .spinner: Size(width: 1, height: 1)
    }
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let rect = context.translated(node.frame)
    guard rect.width > 0, rect.height > 0, !rect.intersection(context.clip).isEmpty else {
      return
    }
    let environment = node.environment
    let resolver = StyleResolver(environment: environment)
    let enabled = environment.isEnabled
    let gray = resolver.cellColor(.gray) ?? .default
    let track = resolver.cellColor(.systemGray3) ?? .default
    let accent = enabled ? (resolver.cellColor(environment.tint ?? .accentColor) ?? .default) : gray
    func cell(_ character: Character, column: Int, _ color: CellColor) {
      drawing.put(
        character, width: 1, x: rect.minX + column, y: rect.minY,
        style: CellStyle(foreground: color, background: .default, attributes: []),
        clip: context.clip)
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
      drawing.animatedNodes.append(node)
      // A block runs from one end to the other and back.
      let block = min(Self.indeterminateBlock, rect.width)
      let travel = rect.width - block
      let phase = travel > 0 ? animationFrame % (2 * travel) : 0
      let start = phase <= travel ? phase : 2 * travel - phase
      for column in 0..<rect.width {
        let inBlock = column >= start && column < start + block
        inBlock ? cell("█", column: column, accent) : cell("░", column: column, track)
      }
    case .spinner:
      drawing.animatedNodes.append(node)
      let frame = Self.spinnerFrames[animationFrame % Self.spinnerFrames.count]
      let color =
        environment.tint.flatMap { resolver.cellColor($0) } ?? resolver.cellColor(.secondary)
        ?? .default
      cell(frame, column: 0, enabled ? color : gray)
    }
  }

  fileprivate func describe(_ indicator: Indicator) -> [ChildSpec] {
    self.indicator = indicator
    return []
  }
}

extension IndicatorView: PrimitiveNodeView {
  package func makeBehavior() -> IndicatorNode { IndicatorNode() }

  package func describe(to behavior: IndicatorNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(indicator)
  }
}
