/// A view that takes its content off the screen (`hidden()`): nothing inside takes focus,
/// answers a keyboard shortcut or is listed in the key help footer.
@MainActor
package protocol ConcealingBehavior: NodeBehavior {}
