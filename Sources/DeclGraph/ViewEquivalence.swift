import Decl
@_spi(Reflection) import Swift

/// Decides whether a new view value is the same as the old one, so its body need not run again.
///
/// `Equatable` views compare with `==`. Other values compare field by field: equatable fields
/// with `==`, plain data (no references) by its bytes, objects by identity, bindings by what
/// they point at, dynamic properties as equal (their values live in the node, not the view).
/// Closures and anything else unknown count as changed, so a skip is only taken when it is
/// certainly safe.
///
/// How a type compares is worked out once, from its field layout, and kept (`Plan`): comparing
/// two values then walks their bytes without reflecting on them, as SwiftUI does.
@MainActor
package enum ViewEquivalence {
  private static let maximumDepth = 4

  private struct PlanKey: Hashable {
    let type: ObjectIdentifier
    let depth: Int
  }

  /// The plans worked out so far, by type and nesting depth.
  private static var plans: [PlanKey: Plan] = [:]

  package static func isEquivalent(_ a: Any, _ b: Any) -> Bool {
    isEquivalent(a, b, depth: 0)
  }

  fileprivate static func isEquivalent(_ a: Any, _ b: Any, depth: Int) -> Bool {
    let valueType = type(of: a)
    guard valueType == type(of: b) else { return false }
    let plan = plan(for: valueType, depth: depth)
    switch plan {
    case .same: return true
    case .changed: return false
    default: break
    }
    return compareOpened(a, b, by: plan)
  }

  /// Compares two values of one type by `plan`. Both are opened rather than `b` cast to the
  /// first's type (a cast from `Any` looks up conformances every time), and nonisolated, so
  /// the closures below are too: a main-actor closure handed to a generic function checks the
  /// executor at every call.
  private nonisolated static func compareOpened(_ a: Any, _ b: Any, by plan: Plan) -> Bool {
    func compare<T>(_ first: T) -> Bool {
      func against<U>(_ second: U) -> Bool {
        withUnsafePointer(to: first) { left in
          withUnsafePointer(to: second) { right in
            plan.compare(UnsafeRawPointer(left), UnsafeRawPointer(right))
          }
        }
      }
      return _openExistential(b, do: against)
    }
    return _openExistential(a, do: compare)
  }

  /// The plan asked for last: siblings made by one `ForEach` are compared one after another,
  /// and a hit skips hashing the key. Main-actor state read and written only here.
  @exclusivity(unchecked) private static var lastPlan: (key: PlanKey, plan: Plan)?

  /// How values of `type` compare at `depth` levels inside a view.
  fileprivate static func plan(for type: Any.Type, depth: Int) -> Plan {
    let key = PlanKey(type: ObjectIdentifier(type), depth: depth)
    if let last = lastPlan, last.key == key { return last.plan }
    let plan = plans[key] ?? makePlan(for: type, depth: depth)
    plans[key] = plan
    lastPlan = (key, plan)
    return plan
  }

  private static func makePlan(for type: Any.Type, depth: Int) -> Plan {
    if let equatable = type as? any Equatable.Type { return equalityPlan(equatable) }
    // Controls' closures (a button's action, a setter) are read afresh from the latest view
    // value when used, so only what the controls show is compared.
    if type is any ControlView.Type {
      return controlPlan(
        load: loader(for: type), fields: fieldsPlan(for: type, depth: depth), depth: depth)
    }
    // References compare by identity: their bits, never loaded (they may be weak or unowned).
    if type is AnyClass { return .bytes(size(of: type)) }
    if type is any DynamicProperty.Type {
      if type is any BindingLocating.Type { return bindingPlan(load: loader(for: type)) }
      if type is any InstallableProperty.Type { return .same }
    }
    let kind = kind(of: type)
    if isPlainData(type) {
      if size(of: type) == 0 { return .same }
      // Equal bytes are equal values; but a struct's padding may differ where its fields do
      // not, so one with padding compares field by field.
      if kind != .struct && kind != .tuple || isPacked(type) { return .bytes(size(of: type)) }
    }
    guard depth < maximumDepth else { return .changed }
    switch kind {
    case .struct, .tuple:
      // A custom mirror (a collection's) shows other children than the fields: unknown.
      if type is any CustomReflectable.Type { return .changed }
      return fieldsPlan(for: type, depth: depth)
    case .optional:
      guard let optional = type as? any OptionalEquivalence.Type else { return .changed }
      return optional.equivalencePlan(depth: depth)
    case .function:
      // Two closures with the same bits are the same closure (code and captured context): a
      // view handed on unchanged (a navigation stack's root when the stack describes itself
      // again) is not told it changed, which re-ran every row of a list below it. Closures
      // made anew always differ.
      return .bytes(size(of: type))
    default:
      return .changed
    }
  }

  /// Compares a struct or tuple field by field; changed when any field can only be changed.
  private static func fieldsPlan(for type: Any.Type, depth: Int) -> Plan {
    guard depth < maximumDepth else { return .changed }
    var fields: [(offset: Int, plan: Plan)] = []
    var known = true
    _ = _forEachField(of: type) { _, offset, fieldType, kind in
      let plan = fieldPlan(for: fieldType, kind: kind, depth: depth + 1)
      if case .changed = plan {
        known = false
        return false
      }
      if case .same = plan { return true }
      fields.append((offset, plan))
      return true
    }
    return known ? .fields(fields) : .changed
  }

  private static func fieldPlan(for type: Any.Type, kind: _MetadataKind, depth: Int) -> Plan {
    guard kind == .existential else { return plan(for: type, depth: depth) }
    // An `any View` or `Any` field compares by what it holds; a class-bound one (which may be
    // weak or unowned) by identity.
    guard isOpaqueExistential(type) else { return .bytes(size(of: type)) }
    let load = loader(for: type)
    return .custom { isEquivalent(opened(load($0)), opened(load($1)), depth: depth) }
  }

  /// `value` as its own type. An existential read from memory by generic code is boxed as the
  /// existential (`type(of:)` looks through it, opening it does not).
  private static func opened(_ value: Any) -> Any {
    func cast<T>(_: T.Type) -> Any { value as! T }
    return _openExistential(type(of: value), do: cast)
  }

  /// How a value held in a field or an optional of `type` compares.
  fileprivate static func memberPlan(for type: Any.Type, depth: Int) -> Plan {
    guard let kind = kind(of: type) else { return .changed }
    return fieldPlan(for: type, kind: kind, depth: depth)
  }

  /// Whether a reference of `type` may be held weakly or unowned: then it is compared by its
  /// bits and never loaded.
  fileprivate static func isReference(_ type: Any.Type) -> Bool {
    type is AnyClass || kind(of: type) == .existential && !isOpaqueExistential(type)
  }

  /// Whether a plain-data struct or tuple has no padding, so its bytes are its fields'.
  private static func isPacked(_ type: Any.Type) -> Bool {
    switch kind(of: type) {
    case .struct, .tuple:
      var end = 0
      var packed = true
      _ = _forEachField(of: type) { _, offset, fieldType, _ in
        guard offset == end, isPacked(fieldType) else {
          packed = false
          return false
        }
        end = offset + size(of: fieldType)
        return true
      }
      return packed && end == size(of: type)
    case .enum, .optional:
      // The bytes a case's payload leaves unused are not set.
      return size(of: type) <= 1
    default:
      return true
    }
  }

  /// Nonisolated, so its closure does not check the executor at every comparison.
  private nonisolated static func equalityPlan<E: Equatable>(_: E.Type) -> Plan {
    .custom {
      $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee
    }
  }

  private static func controlPlan(
    load: @escaping (UnsafeRawPointer) -> Any, fields: Plan, depth: Int
  ) -> Plan {
    .custom { left, right in
      guard let first = load(left) as? any ControlView,
        let second = load(right) as? any ControlView,
        let leftParts = first.equivalenceParts, let rightParts = second.equivalenceParts
      else { return fields.compare(left, right) }
      return leftParts.count == rightParts.count
        && zip(leftParts, rightParts).allSatisfy { isEquivalent($0, $1, depth: depth + 1) }
    }
  }

  private static func bindingPlan(load: @escaping (UnsafeRawPointer) -> Any) -> Plan {
    .custom { left, right in
      guard let binding = load(left) as? any BindingLocating,
        let other = load(right) as? any BindingLocating,
        let location = binding.bindingLocation
      else { return false }
      return location == other.bindingLocation
    }
  }

  /// Reads a value of `type` from memory, as `Any`.
  private static func loader(for type: Any.Type) -> (UnsafeRawPointer) -> Any {
    func make<T>(_: T.Type) -> (UnsafeRawPointer) -> Any {
      { $0.assumingMemoryBound(to: T.self).pointee }
    }
    return _openExistential(type, do: make)
  }

  private static func size(of type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
  }

  /// Whether values of `type` are bytes alone: no references, so equal bytes are equal values.
  private static func isPlainData(_ type: Any.Type) -> Bool {
    func isPOD<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: isPOD)
  }

  /// Whether `type` is an existential that holds any value (`Any`, `any View`) rather than
  /// only objects: those are a value buffer of three words, its type and witness tables, so
  /// at least 40 bytes unless it is `Any` (an object's existential of four protocols is as
  /// big, and is taken for an opaque one: no view holds one).
  private static func isOpaqueExistential(_ type: Any.Type) -> Bool {
    type == Any.self || size(of: type) >= 40
  }

  /// What kind of type `type` is: a struct, a tuple, an enum…
  private static func kind(of type: Any.Type) -> _MetadataKind? {
    func kind<T>(_: T.Type) -> _MetadataKind? {
      // The kind of a type is given for fields: ask for the first field of a pair.
      var found: _MetadataKind?
      _ = _forEachField(of: (T, Int).self) { _, _, _, kind in
        found = kind
        return false
      }
      return found
    }
    return _openExistential(type, do: kind)
  }
}

extension ViewEquivalence {
  /// How values of one type compare, worked out once per type.
  fileprivate indirect enum Plan {
    /// Always equivalent (dynamic property storage, empty values).
    case same
    /// Never known to be equivalent (collections, enums that are not `Equatable`).
    case changed
    /// Equivalent when the first `count` bytes are.
    case bytes(Int)
    /// Compared by a function of the two values' addresses (`==`, optionals, existentials).
    case custom((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    /// Equivalent when every field at its offset is.
    case fields([(offset: Int, plan: Plan)])

    func compare(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer) -> Bool {
      switch self {
      case .same: return true
      case .changed: return false
      case .bytes(let count):
        var offset = 0
        while offset + 8 <= count {
          guard
            left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
              == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          else { return false }
          offset += 8
        }
        while offset < count {
          guard
            left.load(fromByteOffset: offset, as: UInt8.self)
              == right.load(fromByteOffset: offset, as: UInt8.self)
          else { return false }
          offset += 1
        }
        return true
      case .custom(let compare): return compare(left, right)
      case .fields(let fields):
        for field in fields
        where !field.plan.compare(left + field.offset, right + field.offset) {
          return false
        }
        return true
      }
    }
  }
}

/// Optionals compare as their wrapped values do, and two nils are equal.
private protocol OptionalEquivalence {
  @MainActor static func equivalencePlan(depth: Int) -> ViewEquivalence.Plan
}

extension Optional: OptionalEquivalence {
  @MainActor fileprivate static func equivalencePlan(depth: Int) -> ViewEquivalence.Plan {
    // A reference that may be held weakly compares by its bits, never loaded.
    if ViewEquivalence.isReference(Wrapped.self) { return .bytes(MemoryLayout<Self>.size) }
    let wrapped = ViewEquivalence.memberPlan(for: Wrapped.self, depth: depth + 1)
    return .custom { left, right in
      switch (
        left.assumingMemoryBound(to: Self.self).pointee,
        right.assumingMemoryBound(to: Self.self).pointee
      ) {
      case (nil, nil): return true
      case (var first?, var second?):
        return withUnsafePointer(to: &first) { first in
          withUnsafePointer(to: &second) { second in
            wrapped.compare(UnsafeRawPointer(first), UnsafeRawPointer(second))
          }
        }
      default: return false
      }
    }
  }
}

/// Bindings expose where they point, so two bindings to the same state compare equal.
package protocol BindingLocating {
  var bindingLocation: AnyHashable? { get }
}

extension Binding: BindingLocating {
  package var bindingLocation: AnyHashable? { location }
}
