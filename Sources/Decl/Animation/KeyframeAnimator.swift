import Foundation

/// A view whose content is shown with values that change along keyframes: each time
/// `trigger` changes, or over and over.
///
/// ```swift
/// KeyframeAnimator(initialValue: 0.0, trigger: bounces) { y in
///   Text("●").offset(y: y)
/// } keyframes: { _ in
///   SpringKeyframe(-32, duration: 0.3)
///   SpringKeyframe(0, duration: 0.5)
/// }
/// ```
///
/// The value is computed at each frame (about 30 a second while it runs) and the content made
/// again with it; nothing is redrawn once the keyframes have ended.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
  private let initialValue: Value
  private let trigger: AnimatorTrigger?
  private let repeating: Bool
  private let content: (Value) -> Content
  private let keyframes: (Value) -> KeyframePath

  /// The run of the keyframes on screen: when it started, and from which value.
  @State private var run: KeyframeRun<Value>?
  /// The value when no run is on screen: the end of the last one.
  @State private var settled: Value?
  /// When a repeating animator started.
  @State private var origin = Date()

  /// An animator that runs `keyframes` each time `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = AnimatorTrigger(trigger)
    repeating = false
    self.content = content
    self.keyframes = keyframes
  }

  /// An animator that runs `keyframes` over and over while shown (once, when not `repeating`).
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    trigger = nil
    self.repeating = repeating
    self.content = content
    self.keyframes = keyframes
  }

  public var body: some View {
    let isRunning = trigger == nil ? (repeating || run != nil) : run != nil
    TimelineView(.animation(minimumInterval: animatorFrameInterval, paused: !isRunning)) {
      context in
      content(value(at: context.date))
    }
    .onAppear {
      // Without a trigger the keyframes start when the view appears.
      if trigger == nil { start(from: initialValue, at: Date()) }
    }
    .onChange(of: trigger) { begin() }
    .task(id: run?.id) { await finish() }
  }

  private func begin() {
    let base = run.map { timeline(from: $0.base).value(time: Date().timeIntervalSince($0.start)) }
    start(from: base ?? settled ?? initialValue, at: Date())
  }

  private func start(from base: Value, at date: Date) {
    run = KeyframeRun(id: UUID(), start: date, base: base)
    origin = date
  }

  /// Waits for the run on screen to end, and then shows its last value without redrawing.
  private func finish() async {
    guard let current = run, !repeating || trigger != nil else { return }
    let timeline = timeline(from: current.base)
    try? await Task.sleep(for: .seconds(timeline.duration))
    guard !Task.isCancelled, run?.id == current.id else { return }
    settled = timeline.value(time: timeline.duration)
    run = nil
  }

  private func timeline(from base: Value) -> KeyframeTimeline<Value> {
    KeyframeTimeline(initialValue: base) { keyframes(base) }
  }

  /// The value shown at `date`.
  private func value(at date: Date) -> Value {
    guard let run else { return settled ?? initialValue }
    let timeline = timeline(from: run.base)
    var time = date.timeIntervalSince(run.start)
    if trigger == nil, repeating, timeline.duration > 0 {
      time = time.truncatingRemainder(dividingBy: timeline.duration)
    }
    return timeline.value(time: time)
  }
}

/// One run of an animator's keyframes.
struct KeyframeRun<Value> {
  let id: UUID
  let start: Date
  let base: Value
}

// SwiftUI marks `content` `@Sendable`; Decl's view modifiers are main-actor isolated (as
// iOS 18's `View` is), so a `@Sendable` closure could not call them: `content` runs on the main
// actor instead, which accepts every closure SwiftUI does.
extension View {
  /// The view shown with values that change along `keyframes` each time `trigger` changes.
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }

  /// The view shown with values that change along `keyframes`, over and over while shown.
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(self)
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }
}
