/// What the `accessibility…` modifiers attach to a view: its label, value, hint, traits,
/// identifier, actions and the rest. Each modifier adds one of these around the view; they are
/// kept in the graph, where `TestHost` finds controls by label and identifier, and change
/// nothing drawn (a terminal has no screen reader interface).
public struct AccessibilityAttachmentModifier: ViewModifier {
  public typealias Body = Never

  /// `accessibilityLabel`: what the element is called.
  package var label: Text?
  /// `accessibilityValue`: the element's value, when it differs from its label.
  package var value: Text?
  /// `accessibilityHint`: what activating the element does.
  package var hint: Text?
  /// `accessibilityIdentifier`: the name UI tests find the element by.
  package var identifier: String?
  package var addedTraits: AccessibilityTraits = []
  package var removedTraits: AccessibilityTraits = []
  /// `accessibilityHidden`: whether assistive technologies skip the element.
  package var isHidden: Bool?
  package var sortPriority: Double?
  package var inputLabels: [Text]?
  package var headingLevel: AccessibilityHeadingLevel?
  /// `accessibilityElement(children:)`: the view is one element, built from its children so.
  package var childBehavior: AccessibilityChildBehavior?
  package var actions: [(kind: AccessibilityActionKind, handler: () -> Void)] = []
  /// Views whose buttons are actions (`accessibilityActions { … }`, the label of
  /// `accessibilityAction(action:label:)`); not drawn.
  package var actionViews: AnyView?
  package var adjustableAction: ((AccessibilityAdjustmentDirection) -> Void)?
  /// `accessibilityRepresentation`: the view assistive technologies read instead; not drawn.
  package var representation: AnyView?
  package var respondsToUserInteraction: Bool?
  /// `accessibilityShowsLargeContentViewer`: the view shown enlarged (nil: the view itself).
  package var largeContentViewer: AnyView??
  /// Whether `accessibilityFocused` ties the element to an `@AccessibilityFocusState`.
  package var isAccessibilityFocusTarget = false
  /// `accessibilityIgnoresInvertColors`: whether Smart Invert leaves the view's colours alone.
  package var ignoresInvertColors: Bool?

  /// `accessibilityCustomContent`: extra facts read on request, by label (a later one with
  /// the same label replaces the earlier).
  package var customContent: [AccessibilityCustomContentEntry] = []
  /// `accessibilityTextContentType`: what kind of text the element holds.
  package var textContentType: AccessibilityTextContentType?
  /// `accessibilityRotor`: named lists of places in the element a rotor moves through.
  package var rotors: [AccessibilityRotorInfo] = []
  /// `accessibilityScrollAction`: what scrolling the element by a page toward an edge does.
  package var scrollAction: ((Edge) -> Void)?
  /// `accessibilityZoomAction`: what zooming the element does.
  package var zoomAction: ((AccessibilityZoomGestureAction) -> Void)?
  /// `accessibilityActivationPoint`: where activating the element taps it, in its bounds.
  package var activationPoint: UnitPoint?
  /// `accessibilityDirectTouch`: whether touches go straight to the element.
  package var directTouchOptions: AccessibilityDirectTouchOptions?
  /// `accessibility(selectionIdentifier:)`: the element's identity in a selection.
  package var selectionIdentifier: AnyHashable?

  package init() {}
}
