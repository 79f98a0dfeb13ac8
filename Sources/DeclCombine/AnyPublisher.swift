/// A publisher that performs type erasure by wrapping another publisher.
///
/// Use `eraseToAnyPublisher()` to expose a pipeline as `AnyPublisher<Output, Failure>` and keep
/// its operator types private.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let box: AnyPublisherBoxBase<Output, Failure>

  /// Creates a type-erasing publisher to wrap the provided publisher.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      box = erased.box
    } else {
      box = AnyPublisherBox(publisher)
    }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    box.receive(subscriber: subscriber)
  }
}

extension Publisher {
  /// Wraps this publisher with a type eraser.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}

// A class hierarchy rather than closures so the subscriber reaches the wrapped publisher with its
// own type, without an `AnySubscriber` in between.
private class AnyPublisherBoxBase<Output, Failure: Error> {
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    fatalError("abstract")
  }
}

private final class AnyPublisherBox<Base: Publisher>: AnyPublisherBoxBase<
  Base.Output, Base.Failure
>
{
  private let base: Base

  init(_ base: Base) {
    self.base = base
  }

  override func receive<S: Subscriber>(subscriber: S)
  where S.Input == Base.Output, S.Failure == Base.Failure {
    base.receive(subscriber: subscriber)
  }
}
