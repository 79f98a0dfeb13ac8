/// A view with a menu the context-menu key opens (`contextMenu`, `Menu`): the key help footer
/// lists the key while focus is inside one.
@MainActor
package protocol MenuOwningBehavior: NodeBehavior {}
