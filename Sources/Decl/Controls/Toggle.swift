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

/// What the renderer needs of a toggle.
package struct ToggleControl {
  package let isOn: Binding<Bool>
  package let label: any View
}
