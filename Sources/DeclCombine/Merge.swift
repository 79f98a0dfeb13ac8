// Merge of two to eight publishers of one output and failure type. The seven structs share
// one shape, so each is spelled out in full here, as Combine declares them.

extension Publishers {
  /// A publisher created by applying the merge function to two upstream publishers.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B

    /// Creates a publisher that merges two upstream publishers.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = MergeCore(downstream: subscriber)
      core.start()
      core.add(a)
      core.add(b)
      core.outerFinished()
    }

    /// Merges this publisher's upstreams with another publisher.
    public func merge<Z>(with z: Z) -> Publishers.Merge3<A, B, Z>
    where Z: Publisher, B.Failure == Z.Failure, B.Output == Z.Output {
      Publishers.Merge3(a, b, z)
    }

    /// Merges this publisher's upstreams with two more publishers.
    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge4<A, B, Z, Y>
    where
      Z: Publisher, Y: Publisher, B.Failure == Z.Failure, B.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output
    {
      Publishers.Merge4(a, b, z, y)
    }

    /// Merges this publisher's upstreams with three more publishers.
    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge5<A, B, Z, Y, X>
    where
      Z: Publisher, Y: Publisher, X: Publisher, B.Failure == Z.Failure, B.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
    {
      Publishers.Merge5(a, b, z, y, x)
    }

    /// Merges this publisher's upstreams with four more publishers.
    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W)
      -> Publishers.Merge6<A, B, Z, Y, X, W>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, B.Failure == Z.Failure,
      B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
      Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
    {
      Publishers.Merge6(a, b, z, y, x, w)
    }

    /// Merges this publisher's upstreams with five more publishers.
    public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V)
      -> Publishers.Merge7<A, B, Z, Y, X, W, V>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, B.Failure == Z.Failure,
      B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
      Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output, W.Failure == V.Failure,
      W.Output == V.Output
    {
      Publishers.Merge7(a, b, z, y, x, w, v)
    }

    /// Merges this publisher's upstreams with six more publishers.
    public func merge<Z, Y, X, W, V, U>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V, _ u: U)
      -> Publishers.Merge8<A, B, Z, Y, X, W, V, U>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, U: Publisher,
      B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
      Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output,
      W.Failure == V.Failure, W.Output == V.Output, V.Failure == U.Failure, V.Output == U.Output
    {
      Publishers.Merge8(a, b, z, y, x, w, v, u)
    }
  }

  /// A publisher created by applying the merge function to three upstream publishers.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C

    /// Creates a publisher that merges three upstream publishers.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = MergeCore(downstream: subscriber)
      core.start()
      core.add(a)
      core.add(b)
      core.add(c)
      core.outerFinished()
    }

    /// Merges this publisher's upstreams with another publisher.
    public func merge<Z>(with z: Z) -> Publishers.Merge4<A, B, C, Z>
    where Z: Publisher, C.Failure == Z.Failure, C.Output == Z.Output {
      Publishers.Merge4(a, b, c, z)
    }

    /// Merges this publisher's upstreams with two more publishers.
    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge5<A, B, C, Z, Y>
    where
      Z: Publisher, Y: Publisher, C.Failure == Z.Failure, C.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output
    {
      Publishers.Merge5(a, b, c, z, y)
    }

    /// Merges this publisher's upstreams with three more publishers.
    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge6<A, B, C, Z, Y, X>
    where
      Z: Publisher, Y: Publisher, X: Publisher, C.Failure == Z.Failure, C.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
    {
      Publishers.Merge6(a, b, c, z, y, x)
    }

    /// Merges this publisher's upstreams with four more publishers.
    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W)
      -> Publishers.Merge7<A, B, C, Z, Y, X, W>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, C.Failure == Z.Failure,
      C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
      Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
    {
      Publishers.Merge7(a, b, c, z, y, x, w)
    }

    /// Merges this publisher's upstreams with five more publishers.
    public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V)
      -> Publishers.Merge8<A, B, C, Z, Y, X, W, V>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, C.Failure == Z.Failure,
      C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
      Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output, W.Failure == V.Failure,
      W.Output == V.Output
    {
      Publishers.Merge8(a, b, c, z, y, x, w, v)
    }
  }

  /// A publisher created by applying the merge function to four upstream publishers.
  public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C
    /// A fourth publisher to merge.
    public let d: D

    /// Creates a publisher that merges four upstream publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = MergeCore(downstream: subscriber)
      core.start()
      core.add(a)
      core.add(b)
      core.add(c)
      core.add(d)
      core.outerFinished()
    }

    /// Merges this publisher's upstreams with another publisher.
    public func merge<Z>(with z: Z) -> Publishers.Merge5<A, B, C, D, Z>
    where Z: Publisher, D.Failure == Z.Failure, D.Output == Z.Output {
      Publishers.Merge5(a, b, c, d, z)
    }

    /// Merges this publisher's upstreams with two more publishers.
    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge6<A, B, C, D, Z, Y>
    where
      Z: Publisher, Y: Publisher, D.Failure == Z.Failure, D.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output
    {
      Publishers.Merge6(a, b, c, d, z, y)
    }

    /// Merges this publisher's upstreams with three more publishers.
    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge7<A, B, C, D, Z, Y, X>
    where
      Z: Publisher, Y: Publisher, X: Publisher, D.Failure == Z.Failure, D.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
    {
      Publishers.Merge7(a, b, c, d, z, y, x)
    }

    /// Merges this publisher's upstreams with four more publishers.
    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W)
      -> Publishers.Merge8<A, B, C, D, Z, Y, X, W>
    where
      Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, D.Failure == Z.Failure,
      D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
      Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
    {
      Publishers.Merge8(a, b, c, d, z, y, x, w)
    }
  }

  /// A publisher created by applying the merge function to five upstream publishers.
  public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>:
    Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C
    /// A fourth publisher to merge.
    public let d: D
    /// A fifth publisher to merge.
    public let e: E

    /// Creates a publisher that merges five upstream publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = MergeCore(downstream: subscriber)
      core.start()
      core.add(a)
      core.add(b)
      core.add(c)
      core.add(d)
      core.add(e)
      core.outerFinished()
    }

    /// Merges this publisher's upstreams with another publisher.
    public func merge<Z>(with z: Z) -> Publishers.Merge6<A, B, C, D, E, Z>
    where Z: Publisher, E.Failure == Z.Failure, E.Output == Z.Output {
      Publishers.Merge6(a, b, c, d, e, z)
    }

    /// Merges this publisher's upstreams with two more publishers.
    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge7<A, B, C, D, E, Z, Y>
    where
      Z: Publisher, Y: Publisher, E.Failure == Z.Failure, E.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output
    {
      Publishers.Merge7(a, b, c, d, e, z, y)
    }

    /// Merges this publisher's upstreams with three more publishers.
    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X)
      -> Publishers.Merge8<A, B, C, D, E, Z, Y, X>
    where
      Z: Publisher, Y: Publisher, X: Publisher, E.Failure == Z.Failure, E.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
    {
      Publishers.Merge8(a, b, c, d, e, z, y, x)
    }
  }

  /// A publisher created by applying the merge function to six upstream publishers.
  public struct Merge6<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher
  >: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C
    /// A fourth publisher to merge.
    public let d: D
    /// A fifth publisher to merge.
    public let e: E
    /// A sixth publisher to merge.
    public let f: F

    /// Creates a publisher that merges six upstream publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = MergeCore(downstream: subscriber)
      core.start()
      core.add(a)
      core.add(b)
      core.add(c)
      core.add(d)
      core.add(e)
      core.add(f)
      core.outerFinished()
    }

    /// Merges this publisher's upstreams with another publisher.
    public func merge<Z>(with z: Z) -> Publishers.Merge7<A, B, C, D, E, F, Z>
    where Z: Publisher, F.Failure == Z.Failure, F.Output == Z.Output {
      Publishers.Merge7(a, b, c, d, e, f, z)
    }

    /// Merges this publisher's upstreams with two more publishers.
    public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge8<A, B, C, D, E, F, Z, Y>
    where
      Z: Publisher, Y: Publisher, F.Failure == Z.Failure, F.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output
    {
      Publishers.Merge8(a, b, c, d, e, f, z, y)
    }
  }

  /// A publisher created by applying the merge function to seven upstream publishers.
  public struct Merge7<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher
  >: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C
    /// A fourth publisher to merge.
    public let d: D
    /// A fifth publisher to merge.
    public let e: E
    /// A sixth publisher to merge.
    public let f: F
    /// A seventh publisher to merge.
    public let g: G

    /// Creates a publisher that merges seven upstream publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = MergeCore(downstream: subscriber)
      core.start()
      core.add(a)
      core.add(b)
      core.add(c)
      core.add(d)
      core.add(e)
      core.add(f)
      core.add(g)
      core.outerFinished()
    }

    /// Merges this publisher's upstreams with another publisher.
    public func merge<Z>(with z: Z) -> Publishers.Merge8<A, B, C, D, E, F, G, Z>
    where Z: Publisher, G.Failure == Z.Failure, G.Output == Z.Output {
      Publishers.Merge8(a, b, c, d, e, f, g, z)
    }
  }

  /// A publisher created by applying the merge function to eight upstream publishers.
  public struct Merge8<
    A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher,
    G: Publisher, H: Publisher
  >: Publisher
  where
    A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
    C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
    E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output,
    G.Failure == H.Failure, G.Output == H.Output
  {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B
    /// A third publisher to merge.
    public let c: C
    /// A fourth publisher to merge.
    public let d: D
    /// A fifth publisher to merge.
    public let e: E
    /// A sixth publisher to merge.
    public let f: F
    /// A seventh publisher to merge.
    public let g: G
    /// An eighth publisher to merge.
    public let h: H

    /// Creates a publisher that merges eight upstream publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
      self.h = h
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = MergeCore(downstream: subscriber)
      core.start()
      core.add(a)
      core.add(b)
      core.add(c)
      core.add(d)
      core.add(e)
      core.add(f)
      core.add(g)
      core.add(h)
      core.outerFinished()
    }
  }

}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}
extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.Merge4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
extension Publishers.Merge5: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {}
extension Publishers.Merge6: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {}
extension Publishers.Merge7: Equatable
where
  A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable
{}
extension Publishers.Merge8: Equatable
where
  A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable,
  H: Equatable
{}

extension Publisher {
  /// Combines elements from this publisher with those from another publisher, delivering an
  /// interleaved sequence of elements.
  ///
  /// ```swift
  /// saveTapped.merge(with: cancelTapped).sink { refresh() }
  /// ```
  public func merge<B>(with b: B) -> Publishers.Merge<Self, B>
  where B: Publisher, Self.Failure == B.Failure, Self.Output == B.Output {
    Publishers.Merge(self, b)
  }

  /// Combines elements from this publisher with those from three other publishers.
  public func merge<B, C>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where
    B: Publisher, C: Publisher, Self.Failure == B.Failure, Self.Output == B.Output,
    B.Failure == C.Failure, B.Output == C.Output
  {
    Publishers.Merge3(self, b, c)
  }

  /// Combines elements from this publisher with those from four other publishers.
  public func merge<B, C, D>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
  where
    B: Publisher, C: Publisher, D: Publisher, Self.Failure == B.Failure, Self.Output == B.Output,
    B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output
  {
    Publishers.Merge4(self, b, c, d)
  }

  /// Combines elements from this publisher with those from five other publishers.
  public func merge<B, C, D, E>(with b: B, _ c: C, _ d: D, _ e: E)
    -> Publishers.Merge5<Self, B, C, D, E>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, Self.Failure == B.Failure,
    Self.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
    C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output
  {
    Publishers.Merge5(self, b, c, d, e)
  }

  /// Combines elements from this publisher with those from six other publishers.
  public func merge<B, C, D, E, F>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F)
    -> Publishers.Merge6<Self, B, C, D, E, F>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, Self.Failure == B.Failure,
    Self.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
    C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure,
    E.Output == F.Output
  {
    Publishers.Merge6(self, b, c, d, e, f)
  }

  /// Combines elements from this publisher with those from seven other publishers.
  public func merge<B, C, D, E, F, G>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G)
    -> Publishers.Merge7<Self, B, C, D, E, F, G>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher,
    Self.Failure == B.Failure, Self.Output == B.Output, B.Failure == C.Failure,
    B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure,
    D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure,
    F.Output == G.Output
  {
    Publishers.Merge7(self, b, c, d, e, f, g)
  }

  /// Combines elements from this publisher with those from eight other publishers.
  public func merge<B, C, D, E, F, G, H>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H)
    -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
  where
    B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher,
    H: Publisher, Self.Failure == B.Failure, Self.Output == B.Output, B.Failure == C.Failure,
    B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure,
    D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure,
    F.Output == G.Output, G.Failure == H.Failure, G.Output == H.Output
  {
    Publishers.Merge8(self, b, c, d, e, f, g, h)
  }

  /// Combines elements from this publisher with those from another publisher of the same type.
  public func merge(with other: Self) -> Publishers.MergeMany<Self> {
    Publishers.MergeMany(self, other)
  }
}
