/// A view made focusable or tappable.
package struct FocusableControl {
  package let content: any View
  /// Whether Tab can reach it (`focusable(false)` says no).
  package let isFocusable: Bool
  /// How many clicks in a row trigger `action`.
  package let count: Int
  package let action: (@MainActor () -> Void)?
  /// What tells two of them apart for equivalence (the action is read afresh when used).
  package let identity: [Any]
  /// A long press Space or Enter can hold, where the terminal reports the key's release.
  package var hold: PressHold? = nil
  /// The action given where the tap was, in points in the view (its centre for a key), for
  /// `onTapGesture(count:coordinateSpace:perform:)` and `SpatialTapGesture`.
  package var locatedAction: (@MainActor (CGPoint) -> Void)? = nil
}

/// A long press held with a key: `pressingChanged(true)` when the key goes down, `perform`
/// once it has been held `minimumDuration` seconds, `pressingChanged(false)` when the press
/// ends (completed or let go early).
package struct PressHold {
  package let minimumDuration: Double
  package let pressingChanged: ((Bool) -> Void)?
  package let perform: () -> Void
}

/// A view that is a `FocusableControl`.
package struct FocusableView: View {
  package let control: FocusableControl
  package typealias Body = Never
}

extension View {
  /// Runs `action` when the view is tapped: clicked `count` times in a row, or, since it then
  /// takes focus as on macOS, Enter or Space while focused (once, whatever `count` is).
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> some View
  {
    FocusableView(
      control: FocusableControl(
        content: self, isFocusable: true, count: max(1, count), action: action,
        identity: [self, count]))
  }

  /// Runs `action` with where the view was tapped, in points in the view: the clicked cell's
  /// top-leading corner, or the view's centre for Enter or Space while it is focused.
  ///
  /// ```swift
  /// Color.blue.onTapGesture { location in marks.append(location) }
  /// ```
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    let located = UncheckedSendable(action)
    var control = FocusableControl(
      content: self, isFocusable: true, count: max(1, count), action: { located.value(.zero) },
      identity: [self, count])
    control.locatedAction = { located.value($0) }
    return FocusableView(control: control)
  }

  /// Lets the view take keyboard focus (Tab reaches it; `onKeyPress` handlers around it then
  /// get keys). The focused view is drawn in reverse video.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    FocusableView(
      control: FocusableControl(
        content: self, isFocusable: isFocusable, count: 1, action: nil,
        identity: [self, isFocusable]))
  }
}
