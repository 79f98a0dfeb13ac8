import Decl

// Seed 000, episode 4: the field validates its text (mandatory, plus an optional handler),
// shows the error in place of the floating label, and exposes its validity to the outside
// world through an optional `isValid` binding.

/// The `email-validation` example: the component as episode 4 leaves it.
enum EmailValidationExample {
  struct TextInputField: View {
    private var title: String
    @Binding private var text: String
    @Environment(\.clearButtonHidden) var clearButtonHidden
    @Environment(\.isMandatory) var isMandatory
    @Environment(\.validationHandler) var validationHandler

    /// The connection to the outside world.
    @Binding private var isValidBinding: Bool
    /// The internal state; every change is passed on to `isValidBinding`.
    @State private var isValid: Bool = true {
      didSet {
        isValidBinding = isValid
      }
    }
    @State private var validationMessage: String = ""

    /// `isValid`, when given, receives the field's validity; without it the field validates
    /// for itself alone, against a constant binding.
    init(_ title: String, text: Binding<String>, isValid isValidBinding: Binding<Bool>? = nil) {
      self.title = title
      self._text = text
      self._isValidBinding = isValidBinding ?? .constant(true)
    }

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

    var clearButtonPadding: CGFloat {
      !clearButtonHidden ? 25 : 0
    }

    /// Checks `value` and records the result and the message to show.
    fileprivate func validate(_ value: String) {
      if isMandatory && value.isEmpty {
        isValid = false
        validationMessage = "This is a mandatory field"
      } else if let validationHandler, !value.isEmpty {
        switch validationHandler(value) {
        case .success(let isValid):
          self.isValid = isValid
          validationMessage = isValid ? "" : "\(title) is not valid"
        case .failure(let error):
          self.isValid = false
          validationMessage = error.message
        }
      } else {
        isValid = true
        validationMessage = ""
      }
    }

    var body: some View {
      ZStack(alignment: .leading) {
        // The error takes the floating label's place, one row above the text.
        if !isValid {
          Text(validationMessage)
            .foregroundColor(.red)
            .offset(y: -25)
            // A terminal has one glyph size: accepted, the message keeps its size.
            .scaleEffect(0.8, anchor: .leading)
        }
        if isValid || text.isEmpty {
          Text(title)
            .foregroundColor(text.isEmpty ? Color(.placeholderText) : .accentColor)
            .offset(y: text.isEmpty ? 0 : -25)
            .scaleEffect(text.isEmpty ? 1 : 0.8, anchor: .leading)
        }
        TextField("", text: $text)
          // `onChange` only runs when the text changes, so an empty mandatory field would
          // show no error until something was typed and deleted; validating as the field
          // appears shows it at once.
          .onAppear {
            validate(text)
          }
          .onChange(of: text) { value in
            validate(value)
          }
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
