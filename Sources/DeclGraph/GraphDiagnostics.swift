import Decl
import DeclCanvas

/// What the graph tells about itself: what rendering cost, how many nodes are alive, and
/// Decl's warnings, each printed once (never on the screen: the runtime's writer holds them
/// while a frame is drawn).
@MainActor
package final class GraphDiagnostics: DiagnosticSink {
  // Counters are read and bumped by every measurement; plain values on a main-actor object,
  // never borrowed across a call, so the dynamic exclusivity check (a thread-local access set
  // insert per access) is left out. See `ViewNode.layout`.
  @exclusivity(unchecked) package var stats = RenderStats()
  /// Nodes alive now; tests use it to prove unmounted nodes are freed.
  package var liveNodeCount = 0
  /// Warnings already printed, so a repeated mistake is reported once.
  private var reported: Set<String> = []
  /// Prints a warning: the runtime passes a writer that keeps it off the screen.
  private let writeWarning: (String) -> Void

  package init(writeWarning: @escaping (String) -> Void) {
    self.writeWarning = writeWarning
  }

  /// Reports misuse from `Decl` (state written outside a view, during a body, through a stale
  /// binding).
  package func report(_ message: String) {
    warn(message)
  }

  package func warn(_ message: String) {
    guard reported.insert(message).inserted else { return }
    stats.warnings.append(message)
    writeWarning("Decl warning: \(message)\n")
  }
}
