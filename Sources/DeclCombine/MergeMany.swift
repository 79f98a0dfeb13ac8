extension Publishers {
  /// A publisher created by applying the merge function to an arbitrary number of upstream
  /// publishers.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The array of upstream publishers that this publisher merges together.
    public let publishers: [Upstream]

    /// Creates a publisher that merges the given publishers.
    public init(_ upstream: Upstream...) {
      publishers = upstream
    }

    /// Creates a publisher that merges the publishers of a sequence.
    public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element {
      publishers = Array(upstream)
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = MergeCore(downstream: subscriber)
      core.start()
      for publisher in publishers { core.add(publisher) }
      core.outerFinished()
    }

    /// Merges these publishers with one more of the same type.
    public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
      Publishers.MergeMany(publishers + [other])
    }
  }
}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}
