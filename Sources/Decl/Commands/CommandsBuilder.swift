/// Builds commands.
@resultBuilder
@MainActor @preconcurrency
public enum CommandsBuilder {
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

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

  /// SwiftUI's older spelling of `buildOptional`.
  public static func buildIf<Content: Commands>(_ content: Content?) -> OptionalCommands<Content> {
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
