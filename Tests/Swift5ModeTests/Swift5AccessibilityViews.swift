// Accessibility code as written for Swift 5: modifiers, an accessibility focus state held by
// a view and by a style, and a custom group box style must compile in Swift 5 language mode.
import Decl

struct LabelledIconStyle: ButtonStyle {
  @AccessibilityFocusState var isFocused: Bool

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .accessibilityAddTraits(.isButton)
      .accessibilityFocused($isFocused)
  }
}

struct PlainBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      configuration.label.font(Font.body.bold())
      configuration.content
    }
  }
}

struct Swift5AccessibilityView: View {
  @State private var count = 0
  @AccessibilityFocusState private var focusedRow: Int?

  var body: some View {
    VStack {
      Button {
        withAnimation(.spring(response: 0.3, dampingFraction: 0.7).delay(0.1)) { count += 1 }
      } label: {
        Image(systemName: "plus")
      }
      .buttonStyle(LabelledIconStyle())
      .accessibilityLabel("Add one")
      .accessibilityIdentifier("addButton")
      GroupBox("Total") {
        Text("\(count)")
          .accessibilityValue("\(count) items")
          .accessibilityFocused($focusedRow, equals: 0)
      }
      .groupBoxStyle(PlainBoxStyle())
    }
  }
}
