/// Something views can depend on: a `@State` box, a `FocusState`, an observable object.
/// Reading it inside a `body` makes that view a dependent; changing it invalidates exactly
/// the dependents.
@MainActor
package class DependencySource {
  private var dependents: [ObjectIdentifier: WeakDependent] = [:]
  /// When the source last changed, on `DependencyTracking.changeClock`.
  package private(set) var lastChange = 0

  package init() {}

  /// Records that whoever is evaluating a body now read this source.
  package func recordRead() {
    guard let reader = DependencyTracking.currentReader else { return }
    if dependents[ObjectIdentifier(reader)] == nil {
      dependents[ObjectIdentifier(reader)] = WeakDependent(reader)
      reader.didStartDepending(on: self)
    }
  }

  /// Tells every dependent that the source changed.
  package func notifyChange() {
    DependencyTracking.changeClock += 1
    lastChange = DependencyTracking.changeClock
    DependencyTracking.reportWriteDuringBody()
    let current = dependents
    for (key, entry) in current {
      if let dependent = entry.dependent {
        dependent.dependencyDidChange()
      } else {
        dependents[key] = nil
      }
    }
  }

  /// Forgets a dependent that no longer reads this source (it re-ran its body or went away).
  package func removeDependent(_ dependent: any Dependent) {
    dependents[ObjectIdentifier(dependent)] = nil
  }

}

/// A view node as seen by the sources it reads.
@MainActor
package protocol Dependent: AnyObject {
  func didStartDepending(on source: DependencySource)
  func dependencyDidChange()
}

private struct WeakDependent {
  weak var dependent: (any Dependent)?
  init(_ dependent: any Dependent) { self.dependent = dependent }
}

/// Who is reading right now, so reads can be attributed to the body being evaluated.
@MainActor
package enum DependencyTracking {
  /// The node whose body is running, if any. Read at every state and observable access and
  /// saved and restored around every body, always instantaneously, so exempt from the dynamic
  /// exclusivity check.
  @exclusivity(unchecked) package static var currentReader: (any Dependent)?
  /// Counts changes of every source, so `_printChanges` can tell which changed since a body ran.
  package static var changeClock = 0

  /// A source changed while a body runs: a view must not change state from its body.
  static func reportWriteDuringBody() {
    guard currentReader != nil else { return }
    DeclDiagnostics.warn(
      "state was modified while a body was being evaluated; change state in actions, onAppear or onChange instead"
    )
  }

  /// Runs `body` with `reader` recorded as the reader of everything it touches.
  package static func reading<T>(as reader: (any Dependent)?, _ body: () -> T) -> T {
    let previous = currentReader
    currentReader = reader
    defer { currentReader = previous }
    return body()
  }
}
