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
          .offset(y: text.isEmpty ? 0 : -25)
          // The course shrinks the floating label to 80%. A terminal has one glyph size, so
          // Decl accepts the modifier and draws the label at full size.
          .scaleEffect(text.isEmpty ? 1 : 0.8, anchor: .leading)
        TextField("", text: $text)
      }
      // Room for the floated label. The episode gives no number; 25 points, the label's
      // offset, keeps it inside the field at any scale (two rows on a terminal, where the
      // video's 15 points would be one row and the label would cover the field above).
      .padding(.top, 25)
      // A terminal shows the change at once; Decl accepts and ignores the animation.
      .animation(.default)
    }
  }
}
