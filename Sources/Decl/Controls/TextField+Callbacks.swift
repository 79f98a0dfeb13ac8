// The text fields iOS 13 code writes with callbacks: `onEditingChanged` is told `true` when the
// field takes the focus and `false` when it loses it; `onCommit` runs on Enter. SwiftUI keeps
// them (deprecated in favour of `onSubmit` and `@FocusState`); real code still uses them.

extension TextField where Label == Text {
  /// A field that tells `onEditingChanged` when editing starts and ends and runs `onCommit` on
  /// Enter.
  ///
  /// ```swift
  /// TextField("Name", text: $name, onEditingChanged: { editing = $0 }, onCommit: save)
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
  ) {
    self.init(
      valueEditor: CallbackTextField(
        text: text, label: Text(titleKey), onEditingChanged: onEditingChanged,
        onCommit: onCommit),
      label: Text(titleKey))
  }

  /// A field that tells `onEditingChanged` when editing starts and ends.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(titleKey, text: text, onEditingChanged: onEditingChanged, onCommit: {})
  }

  /// A field that runs `onCommit` on Enter.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(titleKey, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
  }

  /// A field titled by a string that tells `onEditingChanged` when editing starts and ends
  /// and runs `onCommit` on Enter.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void
  ) {
    self.init(
      valueEditor: CallbackTextField(
        text: text, label: Text(title), onEditingChanged: onEditingChanged, onCommit: onCommit),
      label: Text(title))
  }

  /// A field titled by a string that tells `onEditingChanged` when editing starts and ends.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(title, text: text, onEditingChanged: onEditingChanged, onCommit: {})
  }

  /// A field titled by a string that runs `onCommit` on Enter.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(title, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
  }
}

extension SecureField where Label == Text {
  /// A secure field that runs `onCommit` on Enter.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(text: text, title: Text(titleKey), onCommit: onCommit)
  }

  /// A secure field titled by a string that runs `onCommit` on Enter.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(text: text, title: Text(title), onCommit: onCommit)
  }

  private init(text: Binding<String>, title: Text, onCommit: @escaping () -> Void) {
    self.init(
      field: TextField(
        valueEditor: CallbackTextField(
          text: text, label: title, onEditingChanged: { _ in }, onCommit: onCommit,
          isSecure: true),
        label: title))
  }
}

/// The body of a field with callbacks: the field, with Enter and focus changes reported.
struct CallbackTextField: View {
  let text: Binding<String>
  let label: Text
  let onEditingChanged: (Bool) -> Void
  let onCommit: () -> Void
  var isSecure = false

  @FocusState private var isFocused: Bool

  var body: some View {
    var field = TextField(text: text) { label }
    field.isSecure = isSecure
    // The callback runs on the main actor, as every control action does.
    let commit = UncheckedSendable(onCommit)
    return
      field
      .focused($isFocused)
      .onSubmit { commit.value() }
      .onChange(of: isFocused) { _, isFocused in onEditingChanged(isFocused) }
  }
}
