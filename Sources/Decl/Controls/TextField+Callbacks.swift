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

extension TextField where Label == Text {
  /// A field editing a value through a formatter that tells `onEditingChanged` when editing
  /// starts and ends and runs `onCommit` on Enter.
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
  ) {
    self.init(
      valueEditor: CallbackTextField(
        field: TextField(titleKey, value: value, formatter: formatter),
        onEditingChanged: onEditingChanged, onCommit: onCommit),
      label: Text(titleKey))
  }

  /// A field editing a value through a formatter that tells `onEditingChanged` when editing
  /// starts and ends.
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(
      titleKey, value: value, formatter: formatter, onEditingChanged: onEditingChanged,
      onCommit: {})
  }

  /// A field editing a value through a formatter that runs `onCommit` on Enter.
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onCommit: @escaping () -> Void
  ) {
    self.init(
      titleKey, value: value, formatter: formatter, onEditingChanged: { _ in },
      onCommit: onCommit)
  }

  /// A field titled by a string editing a value through a formatter, with both callbacks.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
  ) {
    self.init(
      valueEditor: CallbackTextField(
        field: TextField(title, value: value, formatter: formatter),
        onEditingChanged: onEditingChanged, onCommit: onCommit),
      label: Text(title))
  }

  /// A field titled by a string editing a value through a formatter, with `onEditingChanged`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(
      title, value: value, formatter: formatter, onEditingChanged: onEditingChanged,
      onCommit: {})
  }

  /// A field titled by a string editing a value through a formatter, with `onCommit`.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void
  ) {
    self.init(
      title, value: value, formatter: formatter, onEditingChanged: { _ in }, onCommit: onCommit)
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
  let field: TextField<Text>
  let onEditingChanged: (Bool) -> Void
  let onCommit: () -> Void

  @FocusState private var isFocused: Bool

  init(
    text: Binding<String>, label: Text, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void, isSecure: Bool = false
  ) {
    var field = TextField(text: text) { label }
    field.isSecure = isSecure
    self.init(field: field, onEditingChanged: onEditingChanged, onCommit: onCommit)
  }

  init(
    field: TextField<Text>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void
  ) {
    self.field = field
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }

  var body: some View {
    // The callback runs on the main actor, as every control action does.
    let commit = UncheckedSendable(onCommit)
    return
      field
      .focused($isFocused)
      .onSubmit { commit.value() }
      .onChange(of: isFocused) { _, isFocused in onEditingChanged(isFocused) }
  }
}
