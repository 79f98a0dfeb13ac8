/// Any equatable value, for animators that start again when a trigger changes.
struct AnimatorTrigger: Equatable {
  private let value: Any
  private let equals: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    equals = { ($0 as? T) == value }
  }

  static func == (lhs: AnimatorTrigger, rhs: AnimatorTrigger) -> Bool { lhs.equals(rhs.value) }
}

/// How often a running animator shows a new value: as often as a terminal usefully redraws.
let animatorFrameInterval = 1.0 / 30
