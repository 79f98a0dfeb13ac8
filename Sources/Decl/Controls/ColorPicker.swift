/// A control that picks a colour: the label, then a swatch of the colour and its hex code.
/// With focus, typing six hex digits sets a new colour (Backspace takes one back, Escape drops
/// them).
///
/// ```swift
/// ColorPicker("Accent Color", selection: $accent)
/// ```
public struct ColorPicker<Label: View>: View {
  private let selection: Binding<Color>
  private let label: Label
  @Environment(\.labelsHidden) private var labelsHidden

  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
  }

  public var body: some View {
    HStack {
      if !labelsHidden {
        label
        Spacer()
      }
      ColorWell(selection: selection)
    }
  }
}

extension ColorPicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

/// A colour picker's swatch and hex code: the control a renderer operates.
package struct ColorWell: View {
  package let selection: Binding<Color>
  package typealias Body = Never
}
