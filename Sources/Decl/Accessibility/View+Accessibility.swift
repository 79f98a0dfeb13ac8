// SwiftUI's accessibility modifiers. Each wraps the view in an `AccessibilityAttachmentModifier`
// holding what it sets; the renderer keeps it in the graph and draws nothing for it.

extension View {
  /// Wraps the view in an attachment that `edit` fills in.
  package func accessibilityAttachment(
    _ edit: (inout AccessibilityAttachmentModifier) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    var attachment = AccessibilityAttachmentModifier()
    edit(&attachment)
    return modifier(attachment)
  }

  // MARK: Label, value, hint

  /// Names the view for assistive technologies and for `TestHost.tap`/`find(label:)`; an
  /// icon-only button needs one.
  ///
  /// ```swift
  /// Button { add() } label: { Image(systemName: "plus") }.accessibilityLabel("Add task")
  /// ```
  public func accessibilityLabel(_ label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.label = label }
  }

  /// Names the view for assistive technologies.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityLabel(Text(labelKey))
  }

  /// Names the view for assistive technologies.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityLabel(Text(label))
  }

  /// Names the view when `isEnabled` is true; otherwise leaves its label as it was.
  public func accessibilityLabel(_ label: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { if isEnabled { $0.label = label } }
  }

  /// Names the view when `isEnabled` is true.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityLabel(Text(labelKey), isEnabled: isEnabled)
  }

  /// Names the view when `isEnabled` is true.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityLabel(Text(label), isEnabled: isEnabled)
  }

  /// The view's value as assistive technologies read it ("60%" for a volume slider).
  public func accessibilityValue(_ value: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.value = value }
  }

  /// The view's value as assistive technologies read it.
  public func accessibilityValue(_ valueKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityValue(Text(valueKey))
  }

  /// The view's value as assistive technologies read it.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityValue(Text(value))
  }

  /// The view's value when `isEnabled` is true.
  public func accessibilityValue(_ value: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { if isEnabled { $0.value = value } }
  }

  /// The view's value when `isEnabled` is true.
  public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityValue(Text(valueKey), isEnabled: isEnabled)
  }

  /// The view's value when `isEnabled` is true.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityValue(Text(value), isEnabled: isEnabled)
  }

  /// What activating the view does, for assistive technologies.
  public func accessibilityHint(_ hint: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.hint = hint }
  }

  /// What activating the view does, for assistive technologies.
  public func accessibilityHint(_ hintKey: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityHint(Text(hintKey))
  }

  /// What activating the view does, for assistive technologies.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityHint(Text(hint))
  }

  /// The hint when `isEnabled` is true.
  public func accessibilityHint(_ hint: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { if isEnabled { $0.hint = hint } }
  }

  /// The hint when `isEnabled` is true.
  public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityHint(Text(hintKey), isEnabled: isEnabled)
  }

  /// The hint when `isEnabled` is true.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityHint(Text(hint), isEnabled: isEnabled)
  }

  /// Other names voice control accepts for the view.
  public func accessibilityInputLabels(_ inputLabels: [Text])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.inputLabels = inputLabels }
  }

  /// Other names voice control accepts for the view.
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityInputLabels(inputLabelKeys.map { Text($0) })
  }

  /// Other names voice control accepts for the view.
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityInputLabels(inputLabels.map { Text($0) })
  }

  /// Other names for the view when `isEnabled` is true.
  public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { if isEnabled { $0.inputLabels = inputLabels } }
  }

  /// Other names for the view when `isEnabled` is true.
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityInputLabels(inputLabelKeys.map { Text($0) }, isEnabled: isEnabled)
  }

  /// Other names for the view when `isEnabled` is true.
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityInputLabels(inputLabels.map { Text($0) }, isEnabled: isEnabled)
  }

  // MARK: Traits, identity, hiding

  /// Adds traits (`.isButton`, `.isHeader`, `.isSelected`, …) to the view.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.addedTraits = traits }
  }

  /// Removes traits from the view.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.removedTraits = traits }
  }

  /// The name UI tests find the view by: `TestHost.find(identifier:)` and `tap(identifier:)`.
  ///
  /// ```swift
  /// Button("Save", action: save).accessibilityIdentifier("saveButton")
  /// ```
  public func accessibilityIdentifier(_ identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.identifier = identifier }
  }

  /// The identifier when `isEnabled` is true.
  public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { if isEnabled { $0.identifier = identifier } }
  }

  /// Hides the view from assistive technologies (it is still drawn).
  public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.isHidden = hidden }
  }

  /// Hides the view from assistive technologies when `isEnabled` is true.
  public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { if isEnabled { $0.isHidden = hidden } }
  }

  /// The order assistive technologies read the view in among its siblings (higher first).
  public func accessibilitySortPriority(_ sortPriority: Double)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.sortPriority = sortPriority }
  }

  /// The level of this heading among other headings.
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.headingLevel = level }
  }

  /// Makes the view one accessibility element, built from its children as `children` says.
  ///
  /// ```swift
  /// HStack { Image(systemName: "star"); Text("4.5") }.accessibilityElement(children: .combine)
  /// ```
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    accessibilityAttachment { $0.childBehavior = children }
  }

  /// Whether the element responds to user interaction.
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.respondsToUserInteraction = respondsToUserInteraction }
  }

  /// Whether the element responds to user interaction, when `isEnabled` is true.
  public func accessibilityRespondsToUserInteraction(
    _ respondsToUserInteraction: Bool, isEnabled: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment {
      if isEnabled { $0.respondsToUserInteraction = respondsToUserInteraction }
    }
  }

  // MARK: Actions

  /// Adds an action assistive technologies can run (the default one unless `actionKind` says
  /// otherwise).
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment { $0.actions = [(actionKind, handler)] }
  }

  /// Adds a named custom action.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAction(AccessibilityActionKind(named: name), handler)
  }

  /// Adds a named custom action.
  public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAction(named: Text(nameKey), handler)
  }

  /// Adds a named custom action.
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAction(named: Text(name), handler)
  }

  /// Adds a custom action named by `label` (its text).
  public func accessibilityAction<Label: View>(
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) -> some View {
    let label = label()
    return accessibilityAttachment {
      $0.actions = [(AccessibilityActionKind(named: (label as? Text) ?? Text("")), action)]
      $0.actionViews = AnyView(label)
    }
  }

  /// Adds the buttons in `content` as custom actions (not drawn).
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
    -> some View
  {
    accessibilityAttachment { $0.actionViews = AnyView(content()) }
  }

  /// Adds the action that increments or decrements the view's value (a page control, a
  /// custom slider).
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment { $0.adjustableAction = handler }
  }

  // MARK: Representation, large content, focus

  /// What assistive technologies read instead of the view (a custom control represented as a
  /// `Slider`); not drawn.
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V)
    -> some View
  {
    accessibilityAttachment { $0.representation = AnyView(representation()) }
  }

  /// Shows the view enlarged in the large content viewer.
  public func accessibilityShowsLargeContentViewer() -> some View {
    accessibilityAttachment { $0.largeContentViewer = .some(nil) }
  }

  /// Shows `largeContentView` in the large content viewer.
  public func accessibilityShowsLargeContentViewer<V: View>(
    @ViewBuilder _ largeContentView: () -> V
  ) -> some View {
    accessibilityAttachment { $0.largeContentViewer = AnyView(largeContentView()) }
  }

  /// Ties the view to an `@AccessibilityFocusState`: focused when it is true.
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> some View
  {
    accessibilityAttachment { $0.isAccessibilityFocusTarget = true }
  }

  /// Ties the view to an `@AccessibilityFocusState`: focused when it equals `value`.
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View {
    accessibilityAttachment { $0.isAccessibilityFocusTarget = true }
  }

  /// Keeps the view's colours when Smart Invert is on (a terminal has none: nothing changes).
  public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
    accessibilityAttachment { $0.ignoresInvertColors = active }
  }

  // MARK: Older forms

  /// The label (the older form of `accessibilityLabel`).
  public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityLabel(label)
  }

  /// The value (the older form of `accessibilityValue`).
  public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityValue(value)
  }

  /// The hint (the older form of `accessibilityHint`).
  public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityHint(hint)
  }

  /// Hidden from assistive technologies (the older form of `accessibilityHidden`).
  public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityHidden(hidden)
  }

  /// The identifier (the older form of `accessibilityIdentifier`).
  public func accessibility(identifier: String)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityIdentifier(identifier)
  }

  /// Adds traits (the older form of `accessibilityAddTraits`).
  public func accessibility(addTraits traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAddTraits(traits)
  }

  /// Removes traits (the older form of `accessibilityRemoveTraits`).
  public func accessibility(removeTraits traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityRemoveTraits(traits)
  }

  /// The sort priority (the older form of `accessibilitySortPriority`).
  public func accessibility(sortPriority: Double)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilitySortPriority(sortPriority)
  }
}
