/// Where assistive technologies' focus is, readable and writable from code. A terminal has no
/// screen reader focus: the value is kept as state and writing it moves nothing.
///
/// ```swift
/// @AccessibilityFocusState private var isTitleFocused: Bool
/// Text(title).accessibilityFocused($isTitleFocused)
/// ```
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  private var state: State<Value>

  /// Whether one element has accessibility focus.
  public init() where Value == Bool {
    state = State(initialValue: false)
  }

  /// Which of several elements has accessibility focus; nil when none has.
  public init<T: Hashable>() where Value == T? {
    state = State(initialValue: nil)
  }

  /// Whether one element has the focus of the given technologies.
  public init(for technologies: AccessibilityTechnologies) where Value == Bool {
    state = State(initialValue: false)
  }

  /// Which element has the focus of the given technologies.
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
    state = State(initialValue: nil)
  }

  @MainActor @preconcurrency public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  @MainActor public var projectedValue: Binding {
    Binding(value: state.projectedValue)
  }

  /// An accessibility focus state passed to `accessibilityFocused`.
  @propertyWrapper
  public struct Binding {
    private let value: Decl.Binding<Value>

    init(value: Decl.Binding<Value>) { self.value = value }

    @MainActor @preconcurrency public var wrappedValue: Value {
      get { value.wrappedValue }
      nonmutating set { value.wrappedValue = newValue }
    }

    public var projectedValue: Binding { self }
  }
}
