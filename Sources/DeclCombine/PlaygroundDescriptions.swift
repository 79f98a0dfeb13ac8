// What Combine's publishers and subscribers show when printed or inspected in a playground.

extension AnyPublisher: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
  public var description: String { "AnyPublisher" }
  /// A description shown in a playground: the same as `description`.
  public var playgroundDescription: Any { description }
}

extension AnySubscriber: CustomPlaygroundDisplayConvertible {
  /// A description shown in a playground: the same as `description`.
  public var playgroundDescription: Any { description }
}

extension Subscribers.Sink: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
  public var description: String { "Sink" }
  /// A description shown in a playground: the same as `description`.
  public var playgroundDescription: Any { description }
}

extension Subscribers.Assign: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
  public var description: String { "Assign \(Root.self)." }
  /// A description shown in a playground: the same as `description`.
  public var playgroundDescription: Any { description }
}
