import Foundation

/// A child view's explicit id (a `ForEach` element's, an `.id(_:)`), as the renderer keys it.
///
/// The id types apps use most — integers, strings and UUIDs — are kept as themselves: wrapping
/// each one in an `AnyHashable` looks up conformances for every row of every frame a
/// `ForEach` describes, and comparing two looks them up again. Other types are boxed. Code
/// that looks an id up by value (`scrollTo(_:)`) compares `anyHashable`, so an `Int8` id is
/// still found by `scrollTo(1)`, as `AnyHashable` equality finds it.
package enum ChildID: Hashable {
  case int(Int)
  case string(String)
  case uuid(UUID)
  case other(AnyHashable)

  /// `id` as a child id, without boxing when it is an `Int`, a `String` or a `UUID`.
  @inline(__always)
  package init<ID: Hashable>(_ id: ID) {
    if ID.self == Int.self {
      self = .int(unsafeBitCast(id, to: Int.self))
    } else if ID.self == String.self {
      self = .string(unsafeBitCast(id, to: String.self))
    } else if ID.self == UUID.self {
      self = .uuid(unsafeBitCast(id, to: UUID.self))
    } else {
      self = .other(AnyHashable(id))
    }
  }

  /// An id that arrives boxed (`scrollTo(_:)`, a tag), keyed as the same id unboxed would be.
  package init(any id: AnyHashable) {
    switch id.base {
    case let value as Int: self = .int(value)
    case let value as String: self = .string(value)
    case let value as UUID: self = .uuid(value)
    default: self = .other(id)
    }
  }

  /// The id boxed, for code that reads ids as `AnyHashable` (selections, navigation values).
  package var anyHashable: AnyHashable {
    switch self {
    case .int(let value): AnyHashable(value)
    case .string(let value): AnyHashable(value)
    case .uuid(let value): AnyHashable(value)
    case .other(let value): value
    }
  }
}
