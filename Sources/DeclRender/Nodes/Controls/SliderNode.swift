import Decl
import DeclGraph
import DeclInput

/// A `Slider`: Left/Right step the value, Home/End go to the ends, a press on the track grabs
/// the thumb, which follows the pointer until the button is released. A terminal reports no
/// key releases, so an edit made with the keys ends at the first other key, when focus leaves,
/// or once the keys have been idle for `editingIdle` (README, "Differences from SwiftUI").
package final class SliderNode: StyledControlBehavior, KeyBoundControl, PointerGrabBehavior {
  /// How long after the last key a keyboard edit ends: longer than the delay before a held key
  /// repeats, so holding an arrow key is one edit, as a drag is.
  static let editingIdle: Duration = .seconds(1)

  /// `onEditingChanged(true)` ran and `false` has not yet.
  private var isEditing = false

  package var controlName: String { "slider" }

  package enum KeyAction { case decrement, increment, minimum, maximum }

  package static let keyMap: KeyMap<KeyAction> = [
    KeyBinding(
      [KeyChord(.left)], .decrement, "adjust", keyDisplay: "←→",
      detail: "move the focused slider down a step"),
    KeyBinding([KeyChord(.right)], .increment, "up", show: false, detail: "up a step"),
    KeyBinding([KeyChord(.home)], .minimum, "minimum", show: false, detail: "to its lower end"),
    KeyBinding([KeyChord(.end)], .maximum, "maximum", show: false, detail: "to its upper end"),
  ]

  func describe(_ slider: SliderControl, in node: ViewNode) -> [ChildSpec] {
    endEditingIfUnfocused(node) { slider.onEditingChanged(false) }
    return [
      ChildSpec(.content, view: SliderBody(control: slider), environment: node.controlEnvironment)
    ]
  }

  package func acceptsFocus(_ node: ViewNode) -> Bool { true }
  package func clickTakesFocus(_ node: ViewNode) -> Bool { true }
  package func tapPriority(_ node: ViewNode) -> TapPriority? { nil }
  package func activate(_ node: ViewNode) {}

  package func handleKey(_ event: KeyEvent, node: ViewNode) -> Bool {
    guard node.currentControl(SliderControl.self) != nil else { return false }
    if Self.keyMap.dispatch(event, to: { perform($0, node: node) }) { return true }
    // Any other key ends the edit, and then does what it does.
    endEditing(node)
    return false
  }

  package func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    guard let slider = node.currentControl(SliderControl.self) else { return false }
    let value = slider.value.wrappedValue
    let target =
      switch action {
      case .decrement: value - slider.keyIncrement
      case .increment: value + slider.keyIncrement
      case .minimum: slider.bounds.lowerBound
      case .maximum: slider.bounds.upperBound
      }
    set(slider, to: target, node: node)
    if node.graph.interaction.pointerGrab !== node {
      node.scheduleRelease(after: Self.editingIdle) { [weak self, weak node] in
        if let node { self?.endEditing(node) }
      }
    }
    return true
  }

  /// A press on the track: the thumb goes to the column pressed, and follows the pointer
  /// (`drag(to:)`) until the button is released (`endEditing`).
  package func click(at point: Point, node: ViewNode) {
    guard node.environment.isEnabled, let track = track(of: node), track.frame.contains(point)
    else { return }
    node.graph.interaction.pointerGrab = node
    drag(to: point, node: node)
  }

  package func release(_ node: ViewNode) { endEditing(node) }

  /// Puts the thumb at the track's column nearest `point`.
  package func drag(to point: Point, node: ViewNode) {
    guard let slider = node.currentControl(SliderControl.self), let track = track(of: node) else {
      return
    }
    let fraction =
      track.frame.width > 1
      ? (Double(point.x - track.frame.minX) / Double(track.frame.width - 1)).clamped(to: 0...1)
      : 0
    let bounds = slider.bounds
    set(
      slider, to: bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound), node: node
    )
  }

  private func track(of node: ViewNode) -> ViewNode? {
    node.descendant { $0.behavior(IndicatorNode.self)?.isSliderTrack == true }
  }

  private func set(_ slider: SliderControl, to proposed: Double, node: ViewNode) {
    guard node.environment.isEnabled else { return }
    if !isEditing {
      isEditing = true
      slider.onEditingChanged(true)
    }
    let value = slider.constrained(proposed)
    if value != slider.value.wrappedValue { slider.value.wrappedValue = value }
    node.graph.markDirty(node)
  }

  /// Ends the edit now, if one is under way: `onEditingChanged(false)`.
  func endEditing(_ node: ViewNode) {
    guard isEditing, let slider = node.currentControl(SliderControl.self) else { return }
    isEditing = false
    slider.onEditingChanged(false)
    node.graph.markDirty(node)
  }

  /// Ends an edit when focus has left: `onEditingChanged(false)` runs after this update.
  private func endEditingIfUnfocused(
    _ node: ViewNode, _ onEditingChanged: @escaping @MainActor () -> Void
  ) {
    guard isEditing, !node.isFocused, node.graph.interaction.pointerGrab !== node else { return }
    isEditing = false
    node.graph.updates.pendingActions.append(onEditingChanged)
  }
}

extension IndicatorNode {
  var isSliderTrack: Bool {
    if case .sliderTrack = indicator { return true }
    return false
  }
}

extension Slider: PrimitiveNodeView, ControlView {
  package func makeBehavior() -> SliderNode { SliderNode() }

  package func describe(to behavior: SliderNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(control, in: node)
  }

  package var equivalenceParts: [Any]? { control.identity }
}
