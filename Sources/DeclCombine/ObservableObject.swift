import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// By default the publisher is an `ObservableObjectPublisher` that fires before any of the
/// object's `@Published` properties changes; SwiftUI-style views re-render when it fires.
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's publisher: the same instance on every access, wired to its `@Published`
  /// properties (including those declared in superclasses).
  public var objectWillChange: ObservableObjectPublisher {
    ObservableObjectRegistry.shared.publisher(for: self)
  }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never

  // Lock-protected (see `SubjectCore`), and it carries only `Void`, hence Sendable.
  private let core = SubjectCore<Void, Never>()

  /// Creates an observable object publisher instance.
  public init() {}

  /// Sends the changed value to the downstream subscribers.
  public func send() {
    core.storeThenSend(())
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    core.attach(subscriber)
  }
}

/// Something stored in an observable object that forwards its changes to `objectWillChange`.
protocol ObservableObjectProperty {
  /// Makes the property send `publisher` before each change.
  func install(_ publisher: ObservableObjectPublisher)
}

/// Remembers the default `objectWillChange` publisher of each live object.
///
/// Combine keeps the publisher inside the object's first `@Published` storage; a side table
/// also gives objects without any `@Published` property (which call `objectWillChange.send()`
/// themselves) one stable publisher. Entries hold their object weakly and are pruned as the
/// table grows, so a dead object's address being reused never returns its old publisher.
final class ObservableObjectRegistry: @unchecked Sendable {
  static let shared = ObservableObjectRegistry()

  private struct Entry {
    weak var owner: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private let lock = NSLock()
  // Guarded by `lock`.
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var pruneThreshold = 64

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    if let existing = existingPublisher(for: object) { return existing }
    // Reflection runs outside the lock, since a custom mirror may run arbitrary code.
    let created = ObservableObjectPublisher()
    Self.install(created, in: object)
    let key = ObjectIdentifier(object)
    lock.lock()
    if let entry = entries[key], entry.owner === object {
      lock.unlock()
      // Another thread registered first: its publisher wins, so wire the properties to it.
      Self.install(entry.publisher, in: object)
      return entry.publisher
    }
    entries[key] = Entry(owner: object, publisher: created)
    if entries.count >= pruneThreshold {
      entries = entries.filter { $0.value.owner != nil }
      pruneThreshold = Swift.max(64, entries.count * 2)
    }
    lock.unlock()
    return created
  }

  private func existingPublisher(for object: AnyObject) -> ObservableObjectPublisher? {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = entries[ObjectIdentifier(object)], entry.owner === object else { return nil }
    return entry.publisher
  }

  /// The number of entries, live or not yet pruned (for tests).
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.count
  }

  /// Wires every `@Published` stored property of `object`, superclasses' included.
  ///
  /// Uses `Mirror`, so a class with a custom `customMirror` must list its `@Published` storage
  /// (`_name`) among its children for them to fire `objectWillChange`.
  private static func install(_ publisher: ObservableObjectPublisher, in object: AnyObject) {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        (child.value as? any ObservableObjectProperty)?.install(publisher)
      }
      mirror = current.superclassMirror
    }
  }
}
