import Foundation

extension Publishers {
  /// A publisher that publishes a given sequence of elements, then finishes.
  ///
  /// An empty sequence finishes at once, before any demand.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element

    /// The sequence of elements to publish.
    public let sequence: Elements

    /// Creates a publisher for a sequence of elements; prefer the sequence's `publisher`.
    public init(sequence: Elements) {
      self.sequence = sequence
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      SequenceSubscription.start(sequence, then: .finished, to: subscriber)
    }
  }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

extension Sequence {
  /// A publisher that publishes the elements of this sequence, then finishes.
  ///
  /// ```swift
  /// [1, 2, 3].publisher.map { $0 * 2 }.sink { print($0) }  // 2, 4, 6
  /// ```
  public var publisher: Publishers.Sequence<Self, Never> {
    Publishers.Sequence(sequence: self)
  }
}

/// A publisher that lets you record a series of inputs and a completion, for later playback to
/// each subscriber.
public struct Record<Output, Failure: Error>: Publisher {
  /// The recorded output and completion.
  public let recording: Recording

  /// Creates a publisher to interactively record a series of outputs and a completion.
  public init(record: (inout Recording) -> Void) {
    var recording = Recording()
    record(&recording)
    self.recording = recording
  }

  /// Creates a record publisher from an existing recording.
  public init(recording: Recording) {
    self.recording = recording
  }

  /// Creates a record publisher to publish the provided elements, followed by the completion.
  public init(output: [Output], completion: Subscribers.Completion<Failure>) {
    recording = Recording(output: output, completion: completion)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    SequenceSubscription.start(recording.output, then: recording.completion, to: subscriber)
  }

  /// A recorded sequence of outputs, followed by a completion value.
  public struct Recording {
    /// The kind of values the recording receives.
    public typealias Input = Output

    /// The output that has been recorded.
    public private(set) var output: [Output] = []
    /// The completion that has been recorded (`.finished` until one is received).
    public private(set) var completion = Subscribers.Completion<Failure>.finished
    private var completed = false

    /// Creates a new, empty recording.
    public init() {}

    /// Creates a recording with the given output and completion.
    public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
      self.output = output
      self.completion = completion
      completed = true
    }

    /// Adds an output to the recording; ignored once a completion was recorded.
    public mutating func receive(_ input: Input) {
      guard !completed else { return }
      output.append(input)
    }

    /// Adds a completion to the recording; later ones are ignored.
    public mutating func receive(completion: Subscribers.Completion<Failure>) {
      guard !completed else { return }
      self.completion = completion
      completed = true
    }
  }
}

/// Plays a sequence to one subscriber as it asks, then sends a completion.
///
/// One thread delivers at a time: a request made from inside `receive(_:)` only adds demand,
/// which the delivering loop then serves, so a subscriber that asks for one more value per
/// value does not nest calls.
final class SequenceSubscription<Elements: Sequence, Downstream: Subscriber>: Subscription
where Downstream.Input == Elements.Element {
  private let downstream: Downstream
  private let completion: Subscribers.Completion<Downstream.Failure>
  private let lock = NSLock()
  // Guarded by `lock`; only the delivering thread touches `iterator`.
  private var iterator: Elements.Iterator
  private var upcoming: Elements.Element?
  private var demand = Subscribers.Demand.none
  private var delivering = false
  private var done = false

  private init(
    iterator: Elements.Iterator, first: Elements.Element, downstream: Downstream,
    completion: Subscribers.Completion<Downstream.Failure>
  ) {
    self.iterator = iterator
    self.upcoming = first
    self.downstream = downstream
    self.completion = completion
  }

  /// Subscribes `downstream`; an empty sequence completes at once.
  static func start(
    _ elements: Elements, then completion: Subscribers.Completion<Downstream.Failure>,
    to downstream: Downstream
  ) {
    var iterator = elements.makeIterator()
    guard let first = iterator.next() else {
      downstream.receive(subscription: Subscriptions.empty)
      downstream.receive(completion: completion)
      return
    }
    downstream.receive(
      subscription: SequenceSubscription(
        iterator: iterator, first: first, downstream: downstream, completion: completion))
  }

  func request(_ demand: Subscribers.Demand) {
    guard lock.lock(if: !done) else { return }
    self.demand += demand
    guard !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    while !done, self.demand > 0, let value = upcoming {
      self.demand -= 1
      lock.unlock()
      let more = downstream.receive(value)
      let next = iterator.next()
      lock.lock()
      self.demand += more
      upcoming = next
    }
    delivering = false
    guard !done, upcoming == nil else {
      lock.unlock()
      return
    }
    done = true
    lock.unlock()
    downstream.receive(completion: completion)
  }

  func cancel() {
    lock.lock()
    done = true
    upcoming = nil
    lock.unlock()
  }
}
