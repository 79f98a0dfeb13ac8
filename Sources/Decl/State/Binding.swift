/// A two-way connection to a value owned elsewhere.
///
/// ```swift
/// struct HeaderView: View {
///   @Binding var title: String
///   var body: some View { Text(title) }
/// }
/// HeaderView(title: $title)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void
  /// What the binding reads, so two bindings to the same place compare equal.
  package let location: AnyHashable?

  /// A binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getValue = get
    self.setValue = set
    self.location = nil
  }

  /// A binding from a getter and a setter that also receives a transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.getValue = get
    self.setValue = { set($0, Transaction()) }
    self.location = nil
  }

  package init(get: @escaping () -> Value, set: @escaping (Value) -> Void, location: AnyHashable?) {
    self.getValue = get
    self.setValue = set
    self.location = location
  }

  @MainActor
  package init(box: StateBox<Value>) {
    self.init(get: { box.value }, set: { box.value = $0 }, location: ObjectIdentifier(box))
  }

  /// Another binding's value, as in `@Binding var x: Int` initialised with `_x = Binding(projectedValue: x)`.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding that always reads `value` and ignores writes, for previews and tests.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in }, location: nil)
  }

  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$book.title`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    let base = self
    return Binding<Subject>(
      get: { base.getValue()[keyPath: keyPath] },
      set: { newValue in
        var value = base.getValue()
        value[keyPath: keyPath] = newValue
        base.setValue(value)
      },
      location: location.map { AnyHashable(BindingLocation(base: $0, keyPath: keyPath)) })
  }

  /// A binding to the same value, as an optional.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } },
      location: base.location)
  }

  /// A binding to the unwrapped value, or nil when the value is nil now.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    var last = initial
    self.init(
      get: {
        if let value = base.wrappedValue { last = value }
        return last
      },
      set: { base.wrappedValue = $0 }, location: base.location)
  }

  /// A binding that also carries a transaction; transactions do not change what Decl draws.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

  /// Animations do not exist in a terminal: the same binding.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

private struct BindingLocation: Hashable {
  let base: AnyHashable
  let keyPath: AnyKeyPath
}

extension Binding: DynamicProperty {}

/// A binding's value seen without its type, for `_printChanges`.
protocol AnyBindingValue {
  var anyWrappedValue: Any { get }
}

extension Binding: AnyBindingValue {
  var anyWrappedValue: Any { wrappedValue }
}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Value.Index { wrappedValue.startIndex }
  public var endIndex: Value.Index { wrappedValue.endIndex }
  public var indices: Value.Indices { wrappedValue.indices }
  public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }

  /// A binding to one element. When the element is removed while the binding lives on, it
  /// keeps answering the last value and ignores writes (with a warning) instead of crashing.
  public subscript(position: Value.Index) -> Binding<Value.Element> {
    let base = self
    var last = base.wrappedValue[position]
    return Binding<Value.Element>(
      get: {
        let collection = base.wrappedValue
        if collection.indices.contains(position) { last = collection[position] }
        return last
      },
      set: { newValue in
        var collection = base.wrappedValue
        guard collection.indices.contains(position) else {
          DeclDiagnostics.warnFromAnyContext(
            "a binding to a removed collection element was written; the write is ignored")
          return
        }
        collection[position] = newValue
        base.wrappedValue = collection
      },
      location: location.map {
        AnyHashable(
          BindingElementLocation(base: $0, index: AnyHashable(String(describing: position))))
      })
  }
}

extension Binding: BidirectionalCollection
where Value: MutableCollection & BidirectionalCollection {
  public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

private struct BindingElementLocation: Hashable {
  let base: AnyHashable
  let index: AnyHashable
}
