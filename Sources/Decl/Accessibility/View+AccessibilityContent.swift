// The accessibility modifiers for custom content, rotors, text content types and the gestures
// assistive technologies perform. They add to the view's `AccessibilityAttachmentModifier`,
// where `TestHost` reads them (`TestElement.customContent`, `.textContentType`, `.rotors`).

extension View {
  // MARK: Custom content

  /// Attaches a fact read on request (VoiceOver's "more content"): `key`'s label and `value`.
  /// A nil value removes the fact of that key set further out.
  ///
  /// ```swift
  /// PhotoView(photo).accessibilityCustomContent("Photographer", Text(photo.author))
  /// ```
  public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: Text?,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment { attachment in
      attachment.customContent.removeAll { $0.id == key.id }
      attachment.customContent.append(
        AccessibilityCustomContentEntry(
          id: key.id, label: key.label, value: value, isHigh: importance == .high))
    }
  }

  /// Attaches a fact read on request: `key`'s label and a localized value.
  public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityCustomContent(key, Text(valueKey), importance: importance)
  }

  /// Attaches a fact read on request: `key`'s label and a string value.
  @_disfavoredOverload
  public func accessibilityCustomContent<V: StringProtocol>(
    _ key: AccessibilityCustomContentKey, _ value: V,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityCustomContent(key, Text(value), importance: importance)
  }

  /// Attaches a fact read on request, labelled `label`.
  public func accessibilityCustomContent(
    _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityCustomContent(
      AccessibilityCustomContentKey(label, id: label.plainString), value, importance: importance)
  }

  /// Attaches a fact read on request, labelled with a localized string.
  public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ value: Text,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityCustomContent(Text(labelKey), value, importance: importance)
  }

  /// Attaches a fact read on request, labelled and valued with localized strings.
  public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityCustomContent(Text(labelKey), Text(valueKey), importance: importance)
  }

  /// Attaches a fact read on request, labelled with a localized string, valued with a string.
  @_disfavoredOverload
  public func accessibilityCustomContent<V: StringProtocol>(
    _ labelKey: LocalizedStringKey, _ value: V,
    importance: AXCustomContent.Importance = .default
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityCustomContent(Text(labelKey), Text(value), importance: importance)
  }

  // MARK: Text content type, activation point, direct touch

  /// Says what kind of text the view holds (source code, a console's output, …), which tells
  /// assistive technologies how to read it.
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.textContentType = value }
  }

  /// Sets where activating the element taps it, in its coordinates (kept: `tap` activates the
  /// element itself).
  public func accessibilityActivationPoint(_ activationPoint: CGPoint)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment {
      $0.activationPoint = UnitPoint(x: activationPoint.x, y: activationPoint.y)
    }
  }

  /// Sets where activating the element taps it, as a point of its bounds.
  public func accessibilityActivationPoint(_ activationPoint: UnitPoint)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.activationPoint = activationPoint }
  }

  /// Sets where activating the element taps it (the older form).
  @available(*, deprecated, renamed: "accessibilityActivationPoint(_:)")
  public func accessibility(activationPoint: CGPoint)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityActivationPoint(activationPoint)
  }

  /// Sets where activating the element taps it (the older form).
  @available(*, deprecated, renamed: "accessibilityActivationPoint(_:)")
  public func accessibility(activationPoint: UnitPoint)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityActivationPoint(activationPoint)
  }

  /// Names the element for voice control (the older form of `accessibilityInputLabels`).
  @available(*, deprecated, renamed: "accessibilityInputLabels(_:)")
  public func accessibility(inputLabels: [Text])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityInputLabels(inputLabels)
  }

  /// The element's identity within a selection (kept).
  @available(*, deprecated, message: "Use tag(_:) on the selectable view")
  public func accessibility(selectionIdentifier: AnyHashable)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.selectionIdentifier = selectionIdentifier }
  }

  /// Sends touches straight to the view (a piano's keys) rather than through the assistive
  /// technology; kept (a terminal has no touch screen).
  public func accessibilityDirectTouch(
    _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment { $0.directTouchOptions = isDirectTouchArea ? options : nil }
  }

  // MARK: Actions assistive technologies perform

  /// What scrolling the element a page toward an edge does (a three-finger swipe).
  public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAttachment { $0.scrollAction = handler }
  }

  /// What zooming the element does.
  public func accessibilityZoomAction(
    _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAttachment { $0.zoomAction = handler }
  }

  // MARK: Pairs, groups and children

  /// Pairs the view with another as its label or content, for assistive technologies (kept:
  /// Decl's elements are found by their own labels).
  public func accessibilityLabeledPair<ID: Hashable>(
    role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
  ) -> some View {
    self
  }

  /// Links the view with others of the same id, which assistive technologies move between
  /// (kept).
  public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  {
    self
  }

  /// Marks the view as the place a rotor entry with `id` moves to (kept).
  public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  {
    self
  }

  /// Makes the view an element whose children, for assistive technologies, are the views
  /// `children` builds (a chart's bars); they are not drawn.
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
    accessibilityElement(children: .contain)
      .accessibilityAttachment { $0.representation = AnyView(children()) }
  }
}
