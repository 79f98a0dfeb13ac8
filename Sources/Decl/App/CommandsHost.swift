/// A scene's root view and its commands' views, which are never laid out or drawn: their
/// controls answer keyboard shortcuts.
package struct CommandsHost: View {
  package let content: AnyView
  package let commands: [AnyView]
  package typealias Body = Never
}
