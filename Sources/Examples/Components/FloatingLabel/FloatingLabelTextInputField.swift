import Decl

// Seed 000, episode 2: a text input field with a floating label, built by composition and
// extracted into a drop-in replacement for `TextField`.

/// The `floating-label` example: the component as the episode leaves it.
enum FloatingLabelExample {
  /// A text field whose title is the placeholder while the field is empty and floats above
  /// the text, in the accent colour, as soon as there is text.
  ///
  /// The call has `TextField`'s shape: `TextInputField("First Name", text: $name)`.
  struct TextInputField: View {
    private var title: String
    @Binding private var text: String

    init(_ title: String, text: Binding<String>) {
      self.title = title
      // A binding is assigned to the wrapper, not to the projected value.
      self._text = text
    }

    var body: some View {
      ZStack(alignment: .leading) {
        Text(title)
          .foregroundColor(text.isEmpty ? Color(.placeholderText) : .accentColor)
          // The course moves the label up by 25 points; one row is the terminal's step.
          .offset(y: text.isEmpty ? 0 : -1)
          // The course shrinks the floating label to 80%. A terminal has one glyph size, so
          // Decl accepts the modifier and draws the label at full size.
          .scaleEffect(text.isEmpty ? 1 : 0.8, anchor: .leading)
        TextField("", text: $text)
      }
      // Room for the floating label: 15 points in the course, one row here.
      .padding(.top, 1)
      // A terminal shows the change at once; Decl accepts and ignores the animation.
      .animation(.default)
    }
  }
}
