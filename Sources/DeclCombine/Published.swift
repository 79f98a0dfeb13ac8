import Foundation

/// A type that publishes a property marked with an attribute.
///
/// On a class, `$property` is a publisher that emits the current value on subscribe and then
/// every new value. As in Combine, values are published on *willSet*: subscribers see the new
/// value while the property still holds the old one, and the enclosing `ObservableObject`'s
/// `objectWillChange` fires first.
@propertyWrapper
public struct Published<Value> {
  // A class so that every copy of the storage (Mirror, key-path reads) shares one subject.
  var box: PublishedBox<Value>

  /// Creates the published instance with an initial wrapped value.
  public init(wrappedValue: Value) {
    box = PublishedBox(wrappedValue)
  }

  /// Creates the published instance with an initial value.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The property's publisher; assigning replaces the subject behind the property.
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    set {
      newValue.box.adoptWillChange(from: box)
      box = newValue.box
    }
  }

  /// Reads and writes a `@Published` property of a class instance.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      object[keyPath: storageKeyPath].box.value
    }
    set {
      // Take the box first so no access to the storage is open while subscribers run.
      let box = object[keyPath: storageKeyPath].box
      box.send(newValue)
    }
  }

  /// A publisher for properties marked with the `@Published` attribute.
  public struct Publisher: DeclCombine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    let box: PublishedBox<Value>

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      box.core.attach(subscriber)
    }
  }
}

extension Published: ObservableObjectProperty {
  func install(_ publisher: ObservableObjectPublisher) {
    box.willChange = publisher
  }
}

/// The storage of one `@Published` property.
///
/// `@unchecked Sendable`: its own state is lock-protected; values cross threads only when the
/// program sends them across, as with Combine.
final class PublishedBox<Value>: @unchecked Sendable {
  let core: SubjectCore<Value, Never>
  private let lock = NSLock()
  // Guarded by `lock`.
  private var changePublisher: ObservableObjectPublisher?
  private var assignments: [AnyCancellable] = []

  init(_ value: Value) {
    core = SubjectCore(current: value)
  }

  var value: Value { core.value }

  /// The enclosing object's `objectWillChange`, once it was asked for.
  var willChange: ObservableObjectPublisher? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return changePublisher
    }
    set {
      lock.lock()
      changePublisher = newValue
      lock.unlock()
    }
  }

  /// Publishes `value` on willSet: objectWillChange, then subscribers, then storage.
  func send(_ value: Value) {
    core.sendThenStore(value, willChange: willChange)
  }

  /// Keeps the enclosing object's publisher when the property's storage is replaced.
  func adoptWillChange(from other: PublishedBox<Value>) {
    guard other !== self, willChange == nil else { return }
    willChange = other.willChange
  }

  /// Re-publishes everything `upstream` emits into this property, for `assign(to:)`.
  func assign<P: DeclCombine.Publisher>(from upstream: P)
  where P.Output == Value, P.Failure == Never {
    // Weak, so the subscription (which this box keeps) does not keep the box alive.
    let cancellable = upstream.sink { [weak self] value in self?.send(value) }
    lock.lock()
    assignments.append(cancellable)
    lock.unlock()
  }
}
