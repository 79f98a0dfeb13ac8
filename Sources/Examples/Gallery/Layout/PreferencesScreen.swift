import Decl

/// The widest label's width, reported up by every label.
private struct LabelWidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

/// The bounds of the selected item, reported up as an anchor.
private struct SelectionKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// Preferences: labels report their widths up, so the form makes them all as wide as the
/// widest; the selected day reports its bounds as an anchor, and an overlay underlines it.
struct PreferencesScreen: View {
  @State private var labelWidth: CGFloat = 0
  @State private var selected = 2
  private let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Labels as wide as the widest (\(Int(labelWidth)) columns)").bold()
      VStack(alignment: .leading, spacing: 0) {
        row("Name", "Ada Lovelace")
        row("Occupation", "Mathematician")
        row("Born", "1815")
      }
      .onPreferenceChange(LabelWidthKey.self) { labelWidth = $0 }
      Text("The selected day, underlined by an overlay").bold()
      HStack(spacing: 3) {
        ForEach(days.indices, id: \.self) { index in
          Button(days[index]) { selected = index }
            .buttonStyle(.plain)
            .anchorPreference(key: SelectionKey.self, value: .bounds) {
              index == selected ? $0 : nil
            }
        }
      }
      .padding(.bottom, 1)
      .overlayPreferenceValue(SelectionKey.self) { anchor in
        GeometryReader { geometry in
          if let anchor {
            let rect = geometry[anchor]
            Rectangle()
              .fill(Color.orange)
              .frame(width: rect.width, height: 1)
              .offset(x: rect.minX, y: rect.maxY)
          }
        }
      }
    }
    .padding(1)
  }

  private func row(_ label: String, _ value: String) -> some View {
    HStack {
      Text(label)
        .background(
          GeometryReader { geometry in
            Color.clear.preference(key: LabelWidthKey.self, value: geometry.size.width)
          }
        )
        .frame(width: labelWidth > 0 ? labelWidth : nil, alignment: .trailing)
      Text(value).foregroundStyle(.secondary)
    }
  }
}
