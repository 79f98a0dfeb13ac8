/// When a default focus is decided: when the view appears, or also when the user asks.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  private let name: String
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
  /// Focuses the control bound to `value` when this view appears and nothing bound to
  /// `binding` has focus yet.
  ///
  /// ```swift
  /// Form { … }.defaultFocus($focusedField, .email)
  /// ```
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    modifier(DefaultFocusModifier(binding: binding, value: value))
  }
}

/// `defaultFocus`: writes the focus state once the view appears, if it still holds its empty
/// value.
struct DefaultFocusModifier<V: Hashable>: ViewModifier {
  let binding: FocusState<V>.Binding
  let value: V

  func body(content: Content) -> some View {
    content.onAppear {
      guard let box = binding.box, box.hashableValue == box.emptyValue else { return }
      binding.wrappedValue = value
    }
  }
}
