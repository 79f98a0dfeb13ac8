extension Scene {
  /// Adds menu commands to the scene: not drawn in a terminal (there is no menu bar), but their
  /// buttons' keyboard shortcuts work from anywhere in the app.
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
    CommandsScene(base: self, commands: content().terminalCommandViews)
  }

  /// Replaces the scene's commands with `content` (where `commands` adds to the standard
  /// ones); Decl has no standard commands, so their shortcuts are all there is.
  public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content)
    -> some Scene
  {
    CommandsScene(base: self, commands: content().terminalCommandViews)
  }
}

/// A scene with commands: its root view with the commands' views beside it, unseen.
public struct CommandsScene<Base: Scene>: Scene, PrimitiveScene {
  let base: Base
  let commands: [AnyView]

  public typealias Body = Never
  package var rootView: any View {
    CommandsHost(content: AnyView(base.terminalRootView), commands: commands)
  }
}
