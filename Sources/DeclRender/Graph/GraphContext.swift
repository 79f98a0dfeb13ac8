/// What every node of one graph shares: counters and the generation of the current layout
/// pass. Nodes hold it strongly; it holds no node, so there is no cycle.
@MainActor
final class GraphContext {
  var stats = RenderStats()
  /// Nodes alive now; tests use it to prove unmounted nodes are freed.
  var liveNodeCount = 0
  /// Bumped at the start of each layout pass, which invalidates every node's size cache.
  var layoutGeneration = 0
  /// Warnings already printed, so a repeated mistake is reported once.
  private var reported: Set<String> = []

  /// Reports misuse on standard error (never on the screen), once per message.
  func warn(_ message: String) {
    guard reported.insert(message).inserted else { return }
    stats.warnings.append(message)
    FileDescriptorOutput.standardError.write("Decl warning: \(message)\n")
  }
}
