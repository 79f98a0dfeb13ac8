/// Watches an `ObservableObject` someone else owns: its `objectWillChange` redraws the view.
///
/// ```swift
/// @ObservedObject var viewModel: UserRegistrationViewModel
/// TextField("Login", text: $viewModel.username)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  private var object: ObjectType
  /// The node's subscription to the object, once installed (`_printChanges` reads it).
  private var subscription: ObjectSubscription?

  public init(wrappedValue: ObjectType) {
    self.object = wrappedValue
  }

  public init(initialValue: ObjectType) {
    self.object = initialValue
  }

  // Main-actor isolated as in SwiftUI; `@preconcurrency` keeps Swift 5 code that holds one in a
  // plain struct compiling, as it does with SwiftUI.
  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    get { object }
    set { object = newValue }
  }

  @MainActor @preconcurrency public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Bindings to the object's properties: `$viewModel.username`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(
        get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
        location: AnyHashable(
          ObjectPropertyLocation(object: ObjectIdentifier(object), keyPath: keyPath)))
    }
  }

  @MainActor @preconcurrency
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
    -> Binding<Subject>
  {
    projectedValue[dynamicMember: keyPath]
  }
}

extension ObservedObject: InstallableProperty {
  package mutating func install(in context: any DynamicPropertyContext, slot: Int) {
    let subscription = context.storage(slot: slot) { ObjectSubscription() }
    subscription.observe(wrappedValue)
    subscription.recordRead()
    self.subscription = subscription
  }
}

/// An `ObservableObject` the view creates once and owns for as long as it keeps its identity.
///
/// ```swift
/// @StateObject private var viewModel = UserRegistrationViewModel()
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let make: () -> ObjectType
  private var object: ObjectType?
  /// The node's subscription to the object, once installed (`_printChanges` reads it).
  private var subscription: ObjectSubscription?

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    self.make = thunk
  }

  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    if let object { return object }
    // Read outside a rendered body: a fresh object each time, as SwiftUI warns it would be.
    return make()
  }

  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension StateObject: InstallableProperty {
  package mutating func install(in context: any DynamicPropertyContext, slot: Int) {
    let make = self.make
    let holder = context.storage(slot: slot) { StateObjectHolder(make()) }
    holder.subscription.observe(holder.object)
    holder.subscription.recordRead()
    object = holder.object
    subscription = holder.subscription
  }
}

/// An `ObservableObject` put in the environment by an ancestor with `.environmentObject(_:)`.
@propertyWrapper
@dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  private var object: ObjectType?
  /// The node's subscription to the object, once installed (`_printChanges` reads it).
  private var subscription: ObjectSubscription?

  public init() {}

  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    guard let object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. "
          + "Put one in the environment with .environmentObject(_:) on an ancestor view.")
    }
    return object
  }

  @MainActor @preconcurrency public var projectedValue: Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  /// Makes bindings to the object's properties (`$model.name`), as `ObservedObject`'s does.
  public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

  @MainActor @preconcurrency
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
    -> Binding<Subject>
  {
    projectedValue[dynamicMember: keyPath]
  }
}

extension EnvironmentObject: InstallableProperty {
  package mutating func install(in context: any DynamicPropertyContext, slot: Int) {
    let found = context.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
    object = found
    let subscription = context.storage(slot: slot) { ObjectSubscription() }
    if let found {
      subscription.observe(found)
      subscription.recordRead()
    }
    self.subscription = subscription
    context.didRead { environment in
      (environment.objects[ObjectIdentifier(ObjectType.self)] as AnyObject?)
        !== (found as AnyObject?)
    }
  }
}

extension View {
  /// Puts an `ObservableObject` in the environment for `@EnvironmentObject` inside.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentWriter { $0.objects[ObjectIdentifier(T.self)] = object })
  }
}

/// Keeps a `@StateObject`'s object, and the subscription to it, for the node.
@MainActor
private final class StateObjectHolder<Object: ObservableObject> {
  let object: Object
  let subscription = ObjectSubscription()
  init(_ object: Object) { self.object = object }
}

/// A node's subscription to an object's `objectWillChange`: a change makes the readers dirty.
@MainActor
private final class ObjectSubscription: DependencySource {
  private weak var observed: AnyObject?
  private var cancellable: AnyCancellable?

  func observe<Object: ObservableObject>(_ object: Object) {
    guard observed !== object else { return }
    observed = object
    cancellable = object.objectWillChange.sink(receiveValue: Self.notifier(for: self))
  }

  /// The object's change handler. Combine delivers on the thread that changed the object (an
  /// async method of a non-isolated model runs off the main actor), so the handler must not be
  /// main-actor isolated itself: it hops to the main queue when it is called elsewhere.
  private nonisolated static func notifier<Output>(for subscription: ObjectSubscription)
    -> (Output) -> Void
  {
    { [weak subscription] _ in
      let notify: @Sendable () -> Void = { [weak subscription] in
        MainActor.assumeIsolated { subscription?.notifyChange() }
      }
      if DispatchQueue.isMainQueue {
        notify()
      } else {
        DispatchQueue.main.async(execute: notify)
      }
    }
  }
}

private struct ObjectPropertyLocation: Hashable {
  let object: ObjectIdentifier
  let keyPath: AnyKeyPath
}

extension DispatchQueue {
  private static let mainKey = DispatchSpecificKey<Bool>()

  /// Whether the caller runs on the main queue (on Linux that need not be the main thread).
  static var isMainQueue: Bool {
    main.setSpecific(key: mainKey, value: true)
    return getSpecific(key: mainKey) == true
  }
}
