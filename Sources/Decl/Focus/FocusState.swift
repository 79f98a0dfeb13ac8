/// Which control has keyboard focus, readable and writable from code.
///
/// ```swift
/// enum Field { case name, surname }
/// @FocusState private var focusedField: Field?
/// TextField("Name", text: $name).focused($focusedField, equals: .name)
/// Button("Save") { focusedField = nil }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  private let defaultValue: Value
  private var box: FocusStateBox?

  /// Whether one control has focus.
  public init() where Value == Bool {
    self.defaultValue = false
  }

  /// Which of several controls has focus; `nil` when none of them has.
  public init<T: Hashable>() where Value == T? {
    self.defaultValue = nil
  }

  @MainActor @preconcurrency public var wrappedValue: Value {
    get { (box?.value as? Value) ?? defaultValue }
    nonmutating set {
      guard let box else { return }
      box.request(newValue)
    }
  }

  @MainActor public var projectedValue: Binding {
    Binding(box: box, defaultValue: defaultValue)
  }

  /// A focus state passed to `focused(_:)` or `focused(_:equals:)`.
  @propertyWrapper
  public struct Binding {
    package let box: FocusStateBox?
    private let defaultValue: Value

    @MainActor init(box: FocusStateBox?, defaultValue: Value) {
      self.box = box
      self.defaultValue = defaultValue
    }

    @MainActor @preconcurrency public var wrappedValue: Value {
      get { (box?.value as? Value) ?? defaultValue }
      nonmutating set { box?.request(newValue) }
    }

    public var projectedValue: Binding { self }
  }
}

extension FocusState: InstallableProperty {
  package mutating func install(in context: any DynamicPropertyContext, slot: Int) {
    let initial = defaultValue
    let box = context.storage(slot: slot) { FocusStateBox(initial, empty: initial) }
    box.requests = context.focusRequests
    self.box = box
  }
}

/// The node-owned storage of a `@FocusState`. Code writes a request; the renderer moves focus
/// and writes back what is focused.
@MainActor
package final class FocusStateBox: DependencySource {
  private var storage: AnyHashable
  /// The value meaning "nothing here is focused" (`false` or `nil`).
  package let emptyValue: AnyHashable
  /// Where code's writes go: the focus of the graph whose view owns this state.
  package weak var requests: (any FocusRequestSink)?

  package init<Value: Hashable>(_ value: Value, empty: Value) {
    storage = AnyHashable(value)
    emptyValue = AnyHashable(empty)
  }

  package var value: Any {
    recordRead()
    return storage.base
  }

  package var hashableValue: AnyHashable { storage }

  /// A write from code: asks the renderer to move focus.
  func request<Value: Hashable>(_ newValue: Value) {
    set(AnyHashable(newValue))
    requests?.focusStateDidRequest(self)
  }

  /// A write from the renderer after focus moved.
  package func set(_ newValue: AnyHashable) {
    guard newValue != storage else { return }
    storage = newValue
    notifyChange()
  }
}

/// `focused(_:)` and `focused(_:equals:)`: ties a focus state to the control inside the
/// modified view. Without a box (a focus state outside a rendered view) it ties nothing.
package struct FocusedModifier: ViewModifier {
  package let box: FocusStateBox?
  /// The value that means "this control is focused".
  package let value: AnyHashable

  package typealias Body = Never
}

extension View {
  /// Binds focus of the control inside to a Boolean focus state.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(FocusedModifier(box: condition.box, value: AnyHashable(true)))
  }

  /// Binds focus of the control inside to one value of a focus state.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    modifier(FocusedModifier(box: binding.box, value: AnyHashable(value)))
  }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
  public init() {}
  public func body(content: Content) -> some View { content }
}
