@_spi(Reflection) import Swift

/// A stored property of a view that the renderer updates before each `body` run, such as
/// `@State` or `@Environment`. Custom ones group others and may react in `update()`.
public protocol DynamicProperty {
  /// Called after the property's own dynamic properties were updated, before `body` runs.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// What a view's node offers its dynamic properties while they are installed.
@MainActor
package protocol DynamicPropertyContext: AnyObject {
  /// The environment the view sees.
  var environment: EnvironmentValues { get }
  /// Persistent storage for the property in `slot`, made on first use and kept while the
  /// node keeps its identity. Negative slots are Decl's own (`ChangeLog.slot`).
  func storage<T: AnyObject>(slot: Int, make: () -> T) -> T
  /// Records that the view read the environment; `isStale` tells whether a new environment
  /// holds a different value for what was read.
  func didRead(environment isStale: @escaping (EnvironmentValues) -> Bool)
  /// Where `@FocusState` writes from code go.
  var focusRequests: (any FocusRequestSink)? { get }
}

/// Takes the focus moves code asks for by writing a `@FocusState`.
@MainActor
package protocol FocusRequestSink: AnyObject {
  func focusStateDidRequest(_ box: FocusStateBox)
}

/// A dynamic property the renderer fills in itself (State, Environment, ...).
package protocol InstallableProperty: DynamicProperty {
  @MainActor mutating func install(in context: any DynamicPropertyContext, slot: Int)
}

/// Finds the dynamic properties of a view (or modifier) value and installs them in place.
///
/// Field offsets come from the runtime's reflection metadata and are cached per type, so a
/// `body` run costs one walk over a short array, and each node installs into its own copy of
/// the value: the same view value used twice still gets two separate states.
@MainActor
package enum DynamicPropertyInstaller {
  private struct Field {
    let offset: Int
    let type: any DynamicProperty.Type
    /// Dynamic properties nested inside a custom `DynamicProperty` struct.
    let nested: [Field]
  }

  private static var cache: [ObjectIdentifier: [Field]] = [:]

  /// Installs every dynamic property of `value` from `context`.
  package static func install<Value>(_ value: inout Value, context: any DynamicPropertyContext) {
    let fields = fields(of: Value.self)
    if !fields.isEmpty {
      var slot = 0
      withUnsafeMutableBytes(of: &value) { buffer in
        install(fields, at: buffer.baseAddress!, context: context, slot: &slot)
      }
    }
    if !ChangeLog.reportingNodes.isEmpty,
      ChangeLog.reportingNodes.contains(ObjectIdentifier(context))
    {
      ChangeLog.installed = (ObjectIdentifier(context), value)
    }
  }

  private static func install(
    _ fields: [Field], at base: UnsafeMutableRawPointer, context: any DynamicPropertyContext,
    slot: inout Int
  ) {
    for field in fields {
      let pointer = base + field.offset
      install(nested: field.nested, at: pointer, context: context, slot: &slot)
      installOne(field.type, at: pointer, context: context, slot: &slot)
    }
  }

  private static func install(
    nested: [Field], at pointer: UnsafeMutableRawPointer, context: any DynamicPropertyContext,
    slot: inout Int
  ) {
    if !nested.isEmpty { install(nested, at: pointer, context: context, slot: &slot) }
  }

  private static func installOne<P: DynamicProperty>(
    _ type: P.Type, at pointer: UnsafeMutableRawPointer, context: any DynamicPropertyContext,
    slot: inout Int
  ) {
    let property = pointer.assumingMemoryBound(to: P.self)
    if var installable = property.pointee as? any InstallableProperty {
      installable.install(in: context, slot: slot)
      property.pointee = installable as! P
    }
    slot += 1
    property.pointee.update()
  }

  private static func fields(of type: Any.Type) -> [Field] {
    let key = ObjectIdentifier(type)
    if let cached = cache[key] { return cached }
    var found: [Field] = []
    _ = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
      guard kind == .struct, let property = fieldType as? any DynamicProperty.Type else {
        return true
      }
      let nested = property is any InstallableProperty.Type ? [] : fields(of: fieldType)
      found.append(Field(offset: offset, type: property, nested: nested))
      return true
    }
    cache[key] = found
    return found
  }
}
