/// Menu commands of a scene (`.commands { … }` on a `WindowGroup`). A terminal has no menu bar,
/// so the commands are not drawn: their buttons' keyboard shortcuts work from anywhere in the
/// app (Command is Ctrl or Alt).
///
/// ```swift
/// WindowGroup { ContentView() }
///   .commands {
///     CommandMenu("Story") {
///       Button("New Chapter", action: addChapter).keyboardShortcut("n")
///     }
///   }
/// ```
@MainActor @preconcurrency
public protocol Commands {
  associatedtype Body: Commands
  @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive command") }
}

/// Commands the renderer reads directly: the views (buttons, toggles, pickers) they hold.
@MainActor
package protocol PrimitiveCommands {
  var commandViews: [AnyView] { get }
}

extension Commands {
  /// The views of these commands, in order.
  package var terminalCommandViews: [AnyView] {
    if let primitive = self as? any PrimitiveCommands { return primitive.commandViews }
    return body.terminalCommandViews
  }
}
