/// A control that switches a Boolean on and off: Space or Enter when focused, a click, or
/// `TestHost.tap` with its label.
///
/// ```swift
/// Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
/// Toggle(isOn: $notifications) {
///   Text("Notifications")
///   Text("Badges and sounds")   // drawn as a secondary subtitle
/// }
/// .toggleStyle(.checkbox)
/// ```
public struct Toggle<Label: View>: View {
  private let isOn: Binding<Bool>
  private let label: Label

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public typealias Body = Never
  /// What the renderer needs of the toggle.
  package var control: ToggleControl { ToggleControl(isOn: isOn, label: label) }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == Decl.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Decl.Label(titleKey, systemImage: systemImage) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Decl.Label(title, systemImage: systemImage) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a `ToggleStyle` was given, to wrap in more views: it switches the
  /// configuration's value and shows its label.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

extension Toggle {
  /// A toggle for several values at once (a row of selected items' settings): on when every
  /// source is on; switching it sets them all.
  public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    self.init(isOn: Binding(sources: sources, isOn), label: label)
  }
}

extension Toggle where Label == Text {
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(isOn: Binding(sources: sources, isOn)) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(isOn: Binding(sources: sources, isOn)) { Text(title) }
  }
}

extension Toggle where Label == Decl.Label<Text, Image> {
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
    isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(isOn: Binding(sources: sources, isOn)) {
      Decl.Label(titleKey, systemImage: systemImage)
    }
  }

  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(isOn: Binding(sources: sources, isOn)) {
      Decl.Label(title, systemImage: systemImage)
    }
  }

  /// A toggle labelled with a title and an image of the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Decl.Label(titleKey, image: image) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Decl.Label(title, image: image) }
  }

  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
    isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(isOn: Binding(sources: sources, isOn)) { Decl.Label(titleKey, image: image) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(isOn: Binding(sources: sources, isOn)) { Decl.Label(title, image: image) }
  }
}

/// What the renderer needs of a toggle.
package struct ToggleControl {
  package let isOn: Binding<Bool>
  package let label: any View
}
