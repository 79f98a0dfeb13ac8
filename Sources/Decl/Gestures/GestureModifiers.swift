// Attaching gestures. A gesture a click or Enter can complete (a tap or a long press, with
// what is chained to it) makes the view a tappable one, as `onTapGesture` does; the others are
// accepted and leave the view as it is.

extension View {
  /// Attaches `gesture`: a tap or long press runs on a click on the view, or Enter or Space
  /// while it is focused; a drag is accepted and ignored.
  @ViewBuilder
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    if mask.contains(.gesture), let activation = gesture.activation(ended: { _ in }) {
      activated(by: activation)
    } else {
      self
    }
  }

  /// Attaches `gesture` to be recognised with the subviews' gestures; as `gesture(_:including:)`.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    self.gesture(gesture, including: mask)
  }

  /// Attaches `gesture` ahead of the subviews' gestures; as `gesture(_:including:)`.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    self.gesture(gesture, including: mask)
  }

  /// Runs `action` on a long press. Where the terminal reports key releases (the kitty
  /// keyboard protocol), Space or Enter held `minimumDuration` while the view is focused
  /// completes it, and letting go sooner cancels it. Elsewhere a click, Enter or Space
  /// completes it at once; `onPressingChanged` is told `true` just before `action` and
  /// `false` after it.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    activated(
      by: GestureActivation(count: 1) {
        onPressingChanged?(true)
        action()
        onPressingChanged?(false)
      },
      hold: PressHold(
        minimumDuration: minimumDuration, pressingChanged: onPressingChanged, perform: action))
  }

  /// The older spelling, with `pressing` first: runs `action` on a long press and tells
  /// `pressing` when the press starts and ends.
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }

  private func activated(by activation: GestureActivation, hold: PressHold? = nil)
    -> FocusableView
  {
    // Gesture actions are not isolated, as in SwiftUI; they run on the main actor like every
    // control action.
    let action = UncheckedSendable(activation.action)
    var control = FocusableControl(
      content: self, isFocusable: true, count: activation.count, action: { action.value() },
      identity: [self, activation.count], hold: hold)
    if let located = activation.locatedAction.map(UncheckedSendable.init) {
      control.locatedAction = { located.value($0) }
    }
    return FocusableView(control: control)
  }
}
