import Decl
import DeclCanvas
import DeclTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TestHost {
  /// Drives the app with `steps` random inputs from `seed` — keys, typed text, pastes, clicks,
  /// wheel turns and resizes — checking after every step that the screen drawn frame by frame
  /// (the encoded bytes replayed through `TerminalModel`, as a terminal shows them) equals a
  /// full repaint of the same frame, that focus is on a view that is drawn, that the step did
  /// not hang, and that the graph and memory stay bounded.
  ///
  /// Returns nil, or the first failure with its steps shrunk to a minimal sequence that
  /// reproduces it on a fresh host, ready to paste into a test. Call it on a fresh host: the
  /// reproduction starts from the host's first frame.
  ///
  /// ```swift
  /// let host = TestHost(width: 72, height: 22) { ContentView() }
  /// if let failure = host.fuzz(seed: 1, steps: 500) { Issue.record("\(failure)") }
  /// ```
  public func fuzz(seed: UInt64, steps: Int) -> FuzzFailure? {
    fuzz(seed: seed, steps: steps, tamper: nil)
  }

  /// `fuzz(seed:steps:)` with `tamper` applied to every incrementally encoded frame before it
  /// reaches the terminal model: a test plants a drift this way to show it is found and shrunk.
  func fuzz(seed: UInt64, steps count: Int, tamper: (([UInt8]) -> [UInt8])?) -> FuzzFailure? {
    var random = FuzzRandom(seed: seed)
    var session = FuzzSession(host: self, tamper: tamper)
    var taken: [FuzzStep] = []
    for index in 0..<count {
      let step = FuzzStep.random(&random, host: self)
      taken.append(step)
      guard let message = session.perform(step) else { continue }
      let shrunk = FuzzShrinker.shrink(taken, tamper: tamper, host: self)
      return FuzzFailure(
        seed: seed, step: index, message: message, steps: shrunk,
        width: initialSize.width, height: initialSize.height)
    }
    return nil
  }

  /// Performs `steps` with the fuzzer's checks after each; returns the first failure and the
  /// step it followed, as a test of steps a fuzz run (or a report) found.
  public func check(_ steps: [FuzzStep]) -> String? {
    var session = FuzzSession(host: self, tamper: nil)
    for (index, step) in steps.enumerated() {
      if let message = session.perform(step) {
        return "after step \(index + 1), \(step): \(message)"
      }
    }
    return nil
  }

  /// A fresh host showing the same view at the size this one started at.
  func freshCopy() -> TestHost {
    TestHost(
      root: root, width: initialSize.width, height: initialSize.height, environment: environment)
  }

  /// What `settle()` does without waiting for tasks: the moments that end when input pauses
  /// pass, pending updates run, and a frame is drawn.
  func settleWithoutWaiting() {
    for release in Array(renderer.graph.context.interaction.pressReleases.values) { release() }
    renderer.graph.processUpdates()
    render()
  }

  /// Whether a text field has focus (a paste goes nowhere otherwise).
  var textFieldHasFocus: Bool {
    renderer.graph.context.focus.focused?.behavior is TextFieldNode
  }

  /// Performs `step` as the `TestHost` call its description shows.
  func perform(_ step: FuzzStep) {
    switch step {
    case .key(let key, let modifiers): send(key, modifiers: modifiers)
    case .text(let text): type(text)
    case .paste(let text): if textFieldHasFocus { paste(text) }
    case .click(let x, let y): click(x: x, y: y)
    case .wheel(let x, let y, let rows): scroll(x: x, y: y, rows: rows)
    case .resize(let width, let height): resize(width: width, height: height)
    case .idle: settleWithoutWaiting()
    }
  }
}

/// One host being fuzzed: performs steps and runs the checks after each.
@MainActor
struct FuzzSession {
  /// A step slower than this is a hang.
  static let stepLimit = Duration.seconds(5)
  /// Live nodes beyond this many times the first frame's (plus a margin) are a leak.
  static let nodeGrowthLimit = 20

  /// Steps performed by every session so far, for `FuzzCommand`'s report.
  static var stepsPerformed = 0

  let host: TestHost
  let tamper: (([UInt8]) -> [UInt8])?
  private var terminal: TerminalModel
  private let initialNodes: Int
  private let initialMemory: Int

  init(host: TestHost, tamper: (([UInt8]) -> [UInt8])?) {
    self.host = host
    self.tamper = tamper
    // The terminal starts from a full repaint of the host's frame (its encoder forgets what
    // it sent before, which nobody recorded).
    host.recordedBytes = []
    host.renderer.resize(to: host.renderer.size)
    host.render()
    terminal = TerminalModel(width: host.canvas.width, height: host.canvas.height)
    terminal.feed(host.recordedBytes ?? [])
    host.recordedBytes = []
    initialNodes = host.liveNodeCount
    initialMemory = FuzzSession.residentBytes()
  }

  /// Performs `step`; returns what went wrong, if anything.
  mutating func perform(_ step: FuzzStep) -> String? {
    let start = ContinuousClock.now
    Self.stepsPerformed += 1
    FuzzWatchdog.shared.begin(step)
    host.perform(step)
    FuzzWatchdog.shared.end()
    let elapsed = ContinuousClock.now - start
    if elapsed > Self.stepLimit { return "the step took \(elapsed)" }
    if case .resize(let width, let height) = step {
      terminal.resize(width: max(0, width), height: max(0, height))
    }
    let bytes = host.recordedBytes ?? []
    host.recordedBytes = []
    terminal.feed(tamper?(bytes) ?? bytes)
    return check()
  }

  private func check() -> String? {
    let canvas = host.canvas
    var repaint = TerminalModel(width: canvas.width, height: canvas.height)
    repaint.feed(FrameEncoder().encode(canvas, cursor: host.cursor))
    if let difference = Self.firstDifference(terminal.canvas(), repaint.canvas()) {
      return "the screen drawn frame by frame differs from a full repaint at \(difference)"
    }
    if terminal.cursorVisible != repaint.cursorVisible
      || (repaint.cursorVisible && terminal.cursor != repaint.cursor)
    {
      return "the cursor drawn frame by frame is \(terminal.cursor) (shown: "
        + "\(terminal.cursorVisible)), a full repaint's \(repaint.cursor) (shown: "
        + "\(repaint.cursorVisible))"
    }
    if !terminal.unknownSequences.isEmpty {
      return "the frames hold sequences a terminal does not know: \(terminal.unknownSequences)"
    }
    if let problem = focusProblem() { return problem }
    let nodes = host.liveNodeCount
    if nodes > Self.nodeGrowthLimit * initialNodes + 2_000 {
      return "\(nodes) live nodes, from \(initialNodes) at the start"
    }
    let memory = Self.residentBytes()
    if memory - initialMemory > 1 << 30 {
      return "memory grew by \((memory - initialMemory) >> 20) MiB"
    }
    return nil
  }

  /// Focus must be on a node that is still in the graph and drawn on screen.
  private func focusProblem() -> String? {
    guard let focused = host.renderer.graph.context.focus.focused else { return nil }
    var node = focused
    while let parent = node.parent { node = parent }
    guard node === host.renderer.graph.root else {
      return "focus is on a view that is no longer in the graph"
    }
    return nil
  }

  static func firstDifference(_ drawn: CellCanvas, _ expected: CellCanvas) -> String? {
    guard drawn.size == expected.size else { return "size \(drawn.size) vs \(expected.size)" }
    var first: (x: Int, y: Int)?
    var count = 0
    for y in 0..<drawn.height {
      for x in 0..<drawn.width where drawn[x: x, y: y] != expected[x: x, y: y] {
        if first == nil { first = (x, y) }
        count += 1
      }
    }
    guard let (x, y) = first else { return nil }
    return "(\(x), \(y)), \(count) cell\(count == 1 ? "" : "s") in all: "
      + "\(drawn[x: x, y: y]) drawn, \(expected[x: x, y: y]) repainted"
  }

  /// The process's resident memory, from /proc (0 where there is none).
  static func residentBytes() -> Int {
    #if os(Linux)
      let file = open("/proc/self/statm", O_RDONLY)
      guard file >= 0 else { return 0 }
      defer { close(file) }
      var buffer = [UInt8](repeating: 0, count: 128)
      let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
      guard count > 0 else { return 0 }
      let fields = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return 0
    #endif
  }
}
