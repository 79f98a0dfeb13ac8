/// A view's own space of identifiers for `matchedGeometryEffect`. Each view that declares
/// one gets an identifier of its own that stays the same while the view keeps its identity.
///
/// ```swift
/// @Namespace private var animation
/// Text("Tab").matchedGeometryEffect(id: tab, in: animation)
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// The identifier of one namespace.
  public struct ID: Hashable, Sendable {
    fileprivate let value: Int
  }

  private var id: ID?

  public init() {}

  /// The namespace's identifier.
  public var wrappedValue: Namespace.ID {
    guard let id else {
      DeclDiagnostics.warnFromAnyContext(
        "a @Namespace was read outside a rendered view; declare it in a view that is on screen."
      )
      return ID(value: 0)
    }
    return id
  }
}

/// What keeps a namespace's identifier in its view's node.
@MainActor
private final class NamespaceStorage {
  private static var next = 1
  let id: Namespace.ID

  init() {
    id = Namespace.ID(value: NamespaceStorage.next)
    NamespaceStorage.next += 1
  }
}

extension Namespace: InstallableProperty {
  package mutating func install(in context: any DynamicPropertyContext, slot: Int) {
    id = context.storage(slot: slot) { NamespaceStorage() }.id
  }
}
