/// A key for a value the focused view publishes with `focusedValue(_:_:)`.
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey { typealias Value = Binding<Note> }
/// extension FocusedValues {
///   var selectedNote: Binding<Note>? {
///     get { self[SelectedNoteKey.self] }
///     set { self[SelectedNoteKey.self] = newValue }
///   }
/// }
/// ```
public protocol FocusedValueKey {
  associatedtype Value
}

/// The values the focused view and its ancestors publish (`focusedValue`), over those views
/// on screen publish for the whole scene (`focusedSceneValue`).
public struct FocusedValues: CustomStringConvertible {
  package var storage: [ObjectIdentifier: Any] = [:]

  package init() {}

  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { storage[ObjectIdentifier(key)] as? Key.Value }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// Whether two sets of values are the same (equatable values by `==`, objects by identity).
  package func matches(_ other: FocusedValues) -> Bool {
    guard storage.count == other.storage.count else { return false }
    for (key, value) in storage {
      guard let theirs = other.storage[key], EnvironmentValues.valuesMatch(value, theirs) else {
        return false
      }
    }
    return true
  }

  public var description: String { "FocusedValues(\(storage.count) values)" }
}

/// The scene's focused values, which `@FocusedValue` properties read: the renderer writes
/// them when focus or a published value changes, and the views reading them update.
@MainActor
package final class FocusedValuesStore: DependencySource {
  private var current = FocusedValues()

  package override init() {}

  package var values: FocusedValues {
    recordRead()
    return current
  }

  /// Replaces the values; the readers update when they differ.
  package func update(_ values: FocusedValues) {
    guard !values.matches(current) else { return }
    current = values
    notifyChange()
  }
}

extension EnvironmentValues {
  /// The focused values of the scene views are in.
  @Entry package var focusedValuesStore: FocusedValuesStore? = nil
}
