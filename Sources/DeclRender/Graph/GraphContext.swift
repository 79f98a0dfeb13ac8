import Decl

/// What every node of one graph shares: counters, the nodes waiting for an update, actions
/// to run after it, focus, and the generation of the current layout pass. Nodes hold it
/// strongly; it holds nodes only while they wait, so there is no lasting cycle.
@MainActor
final class GraphContext: DiagnosticSink {
  // Counters and the pass number are read and bumped by every measurement; plain values on
  // a main-actor object, never borrowed across a call, so the dynamic exclusivity check
  // (a thread-local access set insert per access) is left out. See `ViewNode.layout`.
  @exclusivity(unchecked) var stats = RenderStats()
  /// Nodes alive now; tests use it to prove unmounted nodes are freed.
  var liveNodeCount = 0
  /// Bumped at the start of each layout pass, which invalidates every node's size cache.
  @exclusivity(unchecked) var layoutGeneration = 0
  /// Views that may set alignment guides (`alignmentGuide`, a user's layout): while there
  /// are none, stacks need not look for explicit guides.
  var explicitGuideSources = 0
  /// Toolbars and back-button settings: while there are none, a title bar looking for them
  /// stops at the first navigation title instead of visiting every node of the screen.
  var titleBarSources = 0
  /// Nodes whose inputs changed since the last update.
  private(set) var dirtyNodes: [ViewNode] = []
  /// Lifecycle actions (onAppear, onChange, ...) to run once the current update is done.
  var pendingActions: [@MainActor () -> Void] = []
  /// Buttons showing their pressed look and sliders edited with the keys, and what ends
  /// them; `TestHost.settle` ends them at once rather than waiting on a busy main queue.
  var pressReleases: [ObjectIdentifier: @MainActor () -> Void] = [:]
  /// Whether the terminal reports key releases and repeats (the kitty keyboard protocol is
  /// on), so a key can be held.
  var keyReleasesReported = false
  /// The control holding the pointer between a press and its release (a slider's thumb).
  weak var pointerGrab: ViewNode?
  /// Tasks started by `task` modifiers, so hosts can wait for them.
  var runningTasks: [ObjectIdentifier: Task<Void, Never>] = [:]
  /// Called when something needs a new frame (a run loop schedules one).
  var onNeedsUpdate: (@MainActor () -> Void)?
  /// The focused control and focus bindings.
  lazy var focus = FocusManager(graph: self)
  /// Lazy list sources whose layout asked for other rows this pass.
  var lazySourcesToRealize: [ViewNode] = []
  /// Preference readers and geometry observers, told of each finished layout pass.
  var layoutObservers: [WeakNode] = []
  /// Presentation modifiers showing a sheet, alert or dialog, in the order they appeared.
  var modalLayers: [WeakNode] = []
  /// Presentation modifiers pushing a screen on a navigation stack.
  var navigationPresenters: [WeakNode] = []
  /// A focus move asked for by a presentation, applied after the next layout.
  var focusAfterLayout: FocusHandoff?
  /// Whether a frame has been laid out (focus does not move by itself at launch).
  var hasLaidOut = false
  /// What the last frame's drawing found: where the terminal cursor goes (a focused text
  /// field's caret), and the regions clicks land on.
  var cursor: Point?
  var hitRegions: [HitRegion] = []
  /// The spinners and indeterminate bars turning now.
  let animations = AnimationDriver()
  /// The scene's storage, phase and root environment.
  let scene = SceneContext()
  /// Warnings already printed, so a repeated mistake is reported once.
  private var reported: Set<String> = []

  var hasPendingWork: Bool { !dirtyNodes.isEmpty || !pendingActions.isEmpty }

  /// Observable changes reported from any thread, waiting to mark their readers dirty.
  let observationInbox = ObservationInbox()

  /// Marks the readers of observable properties that changed since the last call.
  func drainObservations() {
    for (reference, generation) in observationInbox.take() {
      guard let node = reference.value, node.reads.observationGeneration == generation else {
        continue
      }
      markDirty(node)
    }
  }

  func markDirty(_ node: ViewNode) {
    guard node.status.isMounted, !node.status.isDirty else { return }
    node.status.isDirty = true
    dirtyNodes.append(node)
    onNeedsUpdate?()
  }

  /// Takes the dirty nodes, shallowest first.
  func takeDirtyNodes() -> [ViewNode] {
    let nodes = dirtyNodes.sorted { $0.depth < $1.depth }
    dirtyNodes.removeAll(keepingCapacity: true)
    return nodes
  }

  /// Prints a warning: the runtime passes a writer that keeps it off the screen.
  private let writeWarning: (String) -> Void

  init(writeWarning: @escaping (String) -> Void) {
    self.writeWarning = writeWarning
  }

  /// Reports misuse on standard error (never on the screen: the runtime's writer holds it
  /// while a frame is drawn), once per message.
  func report(_ message: String) {
    warn(message)
  }

  func warn(_ message: String) {
    guard reported.insert(message).inserted else { return }
    stats.warnings.append(message)
    writeWarning("Decl warning: \(message)\n")
  }
}
