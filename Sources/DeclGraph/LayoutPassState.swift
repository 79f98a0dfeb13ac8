/// What the layout passes of one graph share: the pass number that invalidates size caches,
/// and the nodes that want to hear about a pass (lazy lists asking for rows, preference
/// readers and geometry observers).
@MainActor
package final class LayoutPassState {
  // Read by every measurement; see `GraphDiagnostics.stats` for why it is unchecked.
  /// Bumped at the start of each layout pass, which invalidates every node's size cache.
  @exclusivity(unchecked) package var layoutGeneration = 0
  /// Views that may set alignment guides (`alignmentGuide`, a user's layout): while there
  /// are none, stacks need not look for explicit guides.
  package var explicitGuideSources = 0
  /// Lazy list sources whose layout asked for other rows this pass.
  package var lazySourcesToRealize: [ViewNode] = []
  /// Preference readers and geometry observers, told of each finished layout pass.
  package var layoutObservers: [WeakNode] = []
  /// Whether a frame has been laid out (focus does not move by itself at launch).
  package var hasLaidOut = false
}
