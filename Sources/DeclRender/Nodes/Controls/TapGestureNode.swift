import Decl

/// A view made focusable (`focusable()`) or tappable (`onTapGesture`). A tap gesture runs on
/// its `count`th click in a row, or on Enter or Space while focused.
final class TapGestureNode: StyledControlBehavior, KeyBoundControl {
  /// How soon a second click must follow for a double tap.
  static let multipleClickInterval: Duration = .milliseconds(500)

  private var isFocusableView = true
  private(set) var hasAction = false
  private var clickCount = 0
  private var lastClick: ContinuousClock.Instant?

  var controlName: String { "view" }

  enum KeyAction { case activate }

  static let keyMap: KeyMap<KeyAction> = [
    KeyBinding(
      [.enter, .space], .activate, "activate",
      detail: "tap the focused view once whatever `count` is, or complete its long-press gesture")
  ]

  func describe(_ control: FocusableControl, in node: ViewNode) -> [ChildSpec] {
    isFocusableView = control.isFocusable
    hasAction = control.action != nil
    var inner = node.environment
    inner.isFocused = node.isFocused
    return [ChildSpec(.content, view: control.content, environment: inner)]
  }

  /// A tap gesture inside another control's look belongs to that control.
  func acceptsFocus(_ node: ViewNode) -> Bool {
    isFocusableView && !node.environment.isInsideControl
  }

  /// A view made `focusable()` takes focus on a click; a tap gesture acts and leaves it.
  func clickTakesFocus(_ node: ViewNode) -> Bool { !hasAction }

  func tapPriority(_ node: ViewNode) -> TapPriority? { hasAction ? .gesture : nil }

  func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    guard let action = node.currentControl(FocusableControl.self)?.action else { return false }
    action()
    return true
  }

  /// Counts clicks in a row and runs the action at the `count`th.
  func click(at point: Point, node: ViewNode) {
    guard node.environment.isEnabled,
      let control = node.currentControl(FocusableControl.self), let action = control.action
    else { return }
    let now = ContinuousClock.now
    if let last = lastClick, now - last < Self.multipleClickInterval {
      clickCount += 1
    } else {
      clickCount = 1
    }
    lastClick = now
    guard clickCount >= control.count else { return }
    clickCount = 0
    action()
  }

  func activate(_ node: ViewNode) {
    node.currentControl(FocusableControl.self)?.action?()
  }
}

extension FocusableView: PrimitiveNodeView, ControlView {
  func makeBehavior() -> TapGestureNode { TapGestureNode() }

  func describe(to behavior: TapGestureNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(control, in: node)
  }

  var equivalenceParts: [Any]? { control.identity }
}
