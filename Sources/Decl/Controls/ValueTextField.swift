import Foundation

// Text fields that edit a value through a format style or a formatter, as SwiftUI's do: the
// field edits a text; Enter and leaving the field parse it into the value and show the value
// formatted again; a text that does not parse is replaced by the last value's text.

extension TextField {
  /// A field editing a value through a format style, labelled by a view.
  ///
  /// ```swift
  /// TextField(value: $amount, format: .number) { Text("Amount") }
  /// ```
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    let label = label()
    self.init(
      valueEditor: ValueTextField(
        display: { format.format(value.wrappedValue) },
        commit: { text in
          guard let parsed = try? format.parseStrategy.parse(text) else { return }
          value.wrappedValue = parsed
        },
        prompt: prompt, label: label),
      label: label)
  }

  /// A field editing an optional value through a format style: an empty text, or one that does
  /// not parse, sets it to `nil`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    let label = label()
    self.init(
      valueEditor: ValueTextField(
        display: { value.wrappedValue.map(format.format) ?? "" },
        commit: { text in value.wrappedValue = try? format.parseStrategy.parse(text) },
        prompt: prompt, label: label),
      label: label)
  }

  /// A field editing a value through a `Formatter`, labelled by a view.
  ///
  /// Linux's Foundation has no `getObjectValue(_:for:errorDescription:)`, so the text is read
  /// back with `NumberFormatter.number(from:)`, `DateFormatter.date(from:)` or
  /// `ISO8601DateFormatter.date(from:)`; with another formatter the value only changes from
  /// code.
  public init<V>(
    value: Binding<V>, formatter: Formatter, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) {
    let label = label()
    self.init(
      valueEditor: ValueTextField(
        display: { formatter.string(for: value.wrappedValue) ?? "" },
        commit: { text in
          guard let parsed = FormatterParsing.value(of: text, with: formatter, as: V.self) else {
            return
          }
          value.wrappedValue = parsed
        },
        prompt: prompt, label: label),
      label: label)
  }
}

extension TextField where Label == Text {
  /// A field editing a value through a format style.
  ///
  /// ```swift
  /// TextField("Amount", value: $amount, format: .number.precision(.fractionLength(2)))
  /// ```
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(title) }
  }

  /// A field editing an optional value through a format style.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(value: value, format: format, prompt: prompt) { Text(title) }
  }

  /// A field editing a value through a `Formatter`.
  ///
  /// ```swift
  /// TextField("Quantity", value: $quantity, formatter: NumberFormatter())
  /// ```
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
  ) {
    self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
  ) {
    self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
  }
}

/// The body of a field that edits a value through a text. While the user edits, the field
/// shows their text; otherwise the value formatted, so a change from elsewhere shows at once.
struct ValueTextField<Label: View>: View {
  /// The value formatted now.
  let display: () -> String
  /// Parses a text into the value; leaves the value alone when the text does not parse.
  let commit: (String) -> Void
  let prompt: Text?
  let label: Label

  /// The text being edited, or nil when the field shows the value.
  @State private var editedText: String?
  @FocusState private var isFocused: Bool

  var body: some View {
    let editedText = self.editedText
    TextField(
      text: Binding(get: { editedText ?? display() }, set: { self.editedText = $0 }),
      prompt: prompt
    ) {
      label
    }
    .focused($isFocused)
    // The caller's `onSubmit` is outside, so it runs after this and sees the new value.
    .onSubmit(endEditing)
    .onChange(of: isFocused) { _, isFocused in
      if !isFocused { endEditing() }
    }
  }

  /// Writes the edited text into the value, then shows the value formatted: the new one, or
  /// the last one when the text did not parse.
  private func endEditing() {
    guard let text = editedText else { return }
    commit(text)
    editedText = nil
  }
}

/// Reading a value back from a formatter's text.
enum FormatterParsing {
  static func value<V>(of text: String, with formatter: Formatter, as type: V.Type) -> V? {
    switch formatter {
    case let numbers as NumberFormatter:
      guard let number = numbers.number(from: text) else { return nil }
      if V.self == Decimal.self || V.self == Decimal?.self {
        return number.decimalValue as? V
      }
      return number as Any as? V
    case let dates as DateFormatter:
      return dates.date(from: text) as Any as? V
    case let dates as ISO8601DateFormatter:
      return dates.date(from: text) as Any as? V
    default:
      return nil
    }
  }
}
