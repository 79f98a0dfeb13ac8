/// Storage a view owns. The value lives in the view's node, not in the view value, so it
/// survives every re-evaluation while the view keeps its identity.
///
/// ```swift
/// @State private var title = "Default Title"
/// Button("Change Title") { title = "My New Title" }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let initialValue: Value
  private var box: StateBox<Value>?

  public init(wrappedValue value: Value) {
    self.initialValue = value
  }

  public init(initialValue value: Value) {
    self.initialValue = value
  }

  @MainActor @preconcurrency public var wrappedValue: Value {
    get {
      guard let box else { return initialValue }
      return box.value
    }
    nonmutating set {
      guard let box else {
        DeclDiagnostics.warn(
          "a @State was written outside a rendered view; the value is not stored. Give state to a view that is on screen."
        )
        return
      }
      box.value = newValue
    }
  }

  /// A binding to the stored value.
  @MainActor public var projectedValue: Binding<Value> {
    guard let box else { return .constant(initialValue) }
    return Binding(box: box)
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// An optional state that starts as `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: InstallableProperty {
  package mutating func install(in context: any DynamicPropertyContext, slot: Int) {
    let initial = initialValue
    box = context.storage(slot: slot) { StateBox(initial) }
  }
}

/// The node-owned storage behind a `@State`.
@MainActor
package final class StateBox<Value>: DependencySource {
  private var storage: Value
  /// Whether two values are equal, when `Value` is equatable: writing an equal value then
  /// changes nothing and redraws nothing, as in SwiftUI.
  private let isEqual: ((Value, Value) -> Bool)?

  package init(_ value: Value) {
    storage = value
    isEqual = StateBox.equality(for: Value.self)
  }

  private static func equality(for type: Value.Type) -> ((Value, Value) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    return equatable.valuesEqual
  }

  package var value: Value {
    get {
      recordRead()
      return storage
    }
    set {
      if let isEqual, isEqual(storage, newValue) { return }
      storage = newValue
      notifyChange()
    }
  }
}

extension Equatable {
  /// `==` for values only known to be of this type at run time.
  fileprivate static func valuesEqual<T>(_ a: T, _ b: T) -> Bool {
    guard let a = a as? Self, let b = b as? Self else { return false }
    return a == b
  }
}

/// Where Decl reports API misuse: the view graph at work (which counts each warning and prints
/// it once, never on the screen), else standard error.
@MainActor
package enum DeclDiagnostics {
  /// The graph whose update, key or action is running; set by the renderer around its work.
  @TaskLocal package static var sink: (any DiagnosticSink)?

  /// Warns from code that may not run on the main actor (binding closures are not isolated).
  package nonisolated static func warnFromAnyContext(_ message: String) {
    if DispatchQueue.isMainQueue {
      MainActor.assumeIsolated { warn(message) }
    } else {
      FileHandle.standardError.write(Data("Decl warning: \(message)\n".utf8))
    }
  }

  package static func warn(_ message: String) {
    if let sink {
      sink.report(message)
    } else {
      FileHandle.standardError.write(Data("Decl warning: \(message)\n".utf8))
    }
  }
}

/// What takes Decl's warnings while a graph works.
@MainActor
package protocol DiagnosticSink: AnyObject, Sendable {
  func report(_ message: String)
}
