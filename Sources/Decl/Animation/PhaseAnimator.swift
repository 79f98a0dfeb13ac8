import Foundation

/// A view shown in each of a list of phases in turn: over and over, or once through each time
/// `trigger` changes.
///
/// ```swift
/// PhaseAnimator([false, true]) { isLarge in
///   Text("♥").font(isLarge ? .title : .body)
/// } animation: { _ in .easeInOut(duration: 0.5) }
/// ```
///
/// A phase lasts as long as the animation into it runs (a spring until it settles); the
/// content jumps from phase to phase, as a terminal cannot show the steps between, and is
/// made again only while phases change.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  private let phases: [Phase]
  private let trigger: AnimatorTrigger?
  private let content: (Phase) -> Content
  private let animation: (Phase) -> Animation?

  /// When the phases started: when the view appeared, or when `trigger` last changed.
  @State private var start: Date?

  /// An animator that goes through `phases` once each time `trigger` changes.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = AnimatorTrigger(trigger)
    self.content = content
    self.animation = animation
  }

  /// An animator that goes through `phases` over and over while shown.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    trigger = nil
    self.content = content
    self.animation = animation
  }

  public var body: some View {
    if phases.isEmpty {
      EmptyView()
    } else {
      // The phases are a function of the time since they started: the timeline redraws while
      // they run (and never when a triggered run is over), no task waits between them.
      TimelineView(.animation(minimumInterval: interval, paused: start == nil)) { context in
        content(phases[index(at: context.date)])
      }
      .onAppear { if trigger == nil { start = Date() } }
      .onChange(of: trigger) { start = Date() }
      .task(id: start) { await finish() }
    }
  }

  /// How long each phase lasts: as long as the animation into it (at least a frame).
  private var durations: [TimeInterval] {
    phases.map { max(animation($0)?.duration ?? 0, animatorFrameInterval) }
  }

  /// How often the timeline looks again: the shortest phase, at most 30 times a second.
  private var interval: TimeInterval { max(durations.min() ?? 1, animatorFrameInterval) }

  /// The phase shown at `date`: the first before any run; during a run, the phases after it
  /// in turn (each for the duration of the animation into it), then the first again.
  private func index(at date: Date) -> Int {
    guard let start, phases.count > 1 else { return 0 }
    let order = Array(1..<phases.count) + [0]
    let lengths = order.map { durations[$0] }
    let cycle = lengths.reduce(0, +)
    var time = date.timeIntervalSince(start)
    if trigger == nil {
      time = time.truncatingRemainder(dividingBy: cycle)
    } else if time >= cycle {
      return 0
    }
    for (phase, length) in zip(order, lengths) {
      if time < length { return phase }
      time -= length
    }
    return 0
  }

  /// Ends a triggered run once its phases are through, so the timeline stops.
  private func finish() async {
    guard trigger != nil, let current = start, phases.count > 1 else { return }
    try? await Task.sleep(for: .seconds(durations.reduce(0, +)))
    guard !Task.isCancelled, start == current else { return }
    start = nil
  }
}

extension View {
  /// The view in each of `phases` in turn, once through each time `trigger` changes.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return PhaseAnimator(
      phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
  }

  /// The view in each of `phases` in turn, over and over while shown.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }
}
