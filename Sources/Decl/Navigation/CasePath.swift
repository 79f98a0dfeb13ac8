prefix operator /

/// A path from an enum to the value one of its cases carries: `embed` builds the case,
/// `extract` gets the value back when the enum is that case.
///
/// Written with the `/` prefix operator on a case, as in SwiftUINavigation:
/// ```swift
/// .navigationDestination(unwrapping: $destination, case: /Destination.edit(user:)) { $user in
///   EditUserView(user: $user)
/// }
/// ```
public struct CasePath<Root, Value> {
  private let embedValue: (Value) -> Root
  private let extractValue: (Root) -> Value?

  public init(embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?) {
    self.embedValue = embed
    self.extractValue = extract
  }

  /// The enum holding `value` in this case.
  public func embed(_ value: Value) -> Root { embedValue(value) }

  /// The value `root` carries, when `root` is this case.
  public func extract(from root: Root) -> Value? { extractValue(root) }
}

extension CasePath where Root == Value {
  /// The path from a value to itself.
  public static var `self`: CasePath { CasePath(embed: { $0 }, extract: { $0 }) }
}

/// The case path of an enum case with an associated value: `/Destination.edit(user:)`.
public prefix func / <Root, Value>(embed: @escaping (Value) -> Root) -> CasePath<Root, Value> {
  CasePath(embed: embed, extract: { CaseReflection.extract($0, embed: embed) })
}

/// The case path of an enum case without an associated value: `/Destination.settings`.
public prefix func / <Root>(value: Root) -> CasePath<Root, Void> {
  CasePath(
    embed: { value },
    extract: { CaseReflection.isSameCase($0, value) ? () : nil })
}

/// Reads enum cases through reflection, as SwiftUINavigation's case paths do.
///
/// A case's payload is taken from the enum's mirror; it belongs to the case path when
/// embedding it again gives the same case (the same name and the same payload type, which
/// includes the labels, so `edit(user:)` and `edit(category:)` stay apart).
enum CaseReflection {
  static func extract<Root, Value>(_ root: Root, embed: (Value) -> Root) -> Value? {
    guard let child = Mirror(reflecting: root).children.first,
      let value = payload(child.value, as: Value.self)
    else { return nil }
    guard let again = Mirror(reflecting: embed(value)).children.first else { return nil }
    guard again.label == child.label, type(of: again.value) == type(of: child.value) else {
      return nil
    }
    return value
  }

  static func isSameCase<Root>(_ a: Root, _ b: Root) -> Bool {
    let (mirrorA, mirrorB) = (Mirror(reflecting: a), Mirror(reflecting: b))
    guard mirrorA.children.isEmpty, mirrorB.children.isEmpty else { return false }
    return String(describing: a) == String(describing: b)
  }

  /// The payload as `Value`: itself, or the element of the one-element labelled tuple a case
  /// like `edit(user: User)` stores.
  private static func payload<Value>(_ payload: Any, as _: Value.Type) -> Value? {
    if let value = payload as? Value { return value }
    func open<P>(_ payload: P) -> Value? {
      guard isSingleElementTuple(P.self, of: Value.self) else { return nil }
      return unsafeBitCast(payload, to: Value.self)
    }
    return _openExistential(payload, do: open)
  }

  /// Whether `tuple` is a tuple type with exactly one element, of type `element`. Reads the
  /// tuple's runtime metadata: kind, element count, labels, then each element's type.
  private static func isSingleElementTuple(_ tuple: Any.Type, of element: Any.Type) -> Bool {
    guard MemoryLayout<Int>.size == 8 else { return false }
    let metadata = unsafeBitCast(tuple, to: UnsafeRawPointer.self)
    let tupleKind = 0x301
    guard metadata.load(as: Int.self) == tupleKind,
      metadata.load(fromByteOffset: 8, as: Int.self) == 1
    else { return false }
    let elementType = metadata.load(fromByteOffset: 24, as: UnsafeRawPointer.self)
    return elementType == unsafeBitCast(element, to: UnsafeRawPointer.self)
  }
}
