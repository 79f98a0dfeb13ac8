import Decl

// Seed 000, episode 3: the floating-label field gains a clear button, configured through the
// environment with `.clearButtonHidden(_:)`.

/// The `clear-button` example: the component as episode 3 leaves it.
enum ClearButtonExample {
  struct TextInputField: View {
    private var title: String
    @Binding private var text: String
    @Environment(\.clearButtonHidden) var clearButtonHidden

    init(_ title: String, text: Binding<String>) {
      self.title = title
      self._text = text
    }

    /// The button that empties the field, right-aligned over it; nothing while the field is
    /// empty or the environment hides it.
    var clearButton: some View {
      HStack {
        if !clearButtonHidden && !text.isEmpty {
          Spacer()
          Button {
            text = ""
          } label: {
            Image(systemName: "multiply.circle.fill")
              .foregroundColor(Color(.systemGray))
          }
        } else {
          EmptyView()
        }
      }
    }

    /// Room kept free for the button so long text stops short of it; none when it is hidden.
    var clearButtonPadding: CGFloat {
      !clearButtonHidden ? 25 : 0
    }

    var body: some View {
      ZStack(alignment: .leading) {
        Text(title)
          .foregroundColor(text.isEmpty ? Color(.placeholderText) : .accentColor)
          .offset(y: text.isEmpty ? 0 : -25)
          // A terminal has one glyph size: accepted, the label keeps its size.
          .scaleEffect(text.isEmpty ? 1 : 0.8, anchor: .leading)
        TextField("", text: $text)
          .padding(.trailing, clearButtonPadding)
          .overlay(clearButton)
      }
      // Room for the floated label: 25 points, its offset (see the floating-label field).
      .padding(.top, 25)
      // Changes happen at once in a terminal: accepted and ignored.
      .animation(.default)
    }
  }
}
