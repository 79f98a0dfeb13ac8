/// The subscriber behind the one-in, at-most-one-out operators (map, filter, compactMap,
/// removeDuplicates).
///
/// It hands the upstream subscription straight to the downstream, so demand flows unchanged;
/// when `step` drops a value it asks upstream for one more, as Combine's operators do.
final class StepSubscriber<Input, Downstream: Subscriber>: Subscriber {
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let step: (Input) -> Downstream.Input?

  init(downstream: Downstream, step: @escaping (Input) -> Downstream.Input?) {
    self.downstream = downstream
    self.step = step
  }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let output = step(input) else { return .max(1) }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<Downstream.Failure>) {
    downstream.receive(completion: completion)
  }
}
