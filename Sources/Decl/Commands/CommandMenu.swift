/// A menu of commands in the menu bar; in a terminal its buttons' shortcuts work, unseen.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
  private let content: Content

  public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public init(_ name: Text, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public typealias Body = Never
  package var commandViews: [AnyView] { [AnyView(content)] }
}
