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

/// Builds commands.
@resultBuilder
@MainActor
public enum CommandsBuilder {
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }

  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: Commands>(_ content: repeat each Content)
    -> TupleCommands<repeat each Content>
  {
    TupleCommands(repeat each content)
  }

  public static func buildOptional<Content: Commands>(_ content: Content?) -> OptionalCommands<
    Content
  > {
    OptionalCommands(content: content)
  }

  public static func buildEither<First: Commands, Second: Commands>(first: First)
    -> EitherCommands<First, Second>
  {
    EitherCommands(views: first.terminalCommandViews)
  }

  public static func buildEither<First: Commands, Second: Commands>(second: Second)
    -> EitherCommands<First, Second>
  {
    EitherCommands(views: second.terminalCommandViews)
  }

  public static func buildLimitedAvailability<Content: Commands>(_ content: Content)
    -> OptionalCommands<Content>
  {
    OptionalCommands(content: content)
  }
}

/// No commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
  public init() {}
  public typealias Body = Never
  package var commandViews: [AnyView] { [] }
}

/// Several commands in a row.
public struct TupleCommands<each Content: Commands>: Commands, PrimitiveCommands {
  private let views: [AnyView]

  init(_ content: repeat each Content) {
    var views: [AnyView] = []
    for command in repeat each content { views += command.terminalCommandViews }
    self.views = views
  }

  public typealias Body = Never
  package var commandViews: [AnyView] { views }
}

/// Commands shown when a condition holds.
public struct OptionalCommands<Content: Commands>: Commands, PrimitiveCommands {
  let content: Content?
  public typealias Body = Never
  package var commandViews: [AnyView] { content?.terminalCommandViews ?? [] }
}

/// One of two sets of commands.
public struct EitherCommands<First: Commands, Second: Commands>: Commands, PrimitiveCommands {
  let views: [AnyView]
  public typealias Body = Never
  package var commandViews: [AnyView] { views }
}
