import Foundation
import Testing

@testable import DeclCombine

/// Combine's Codable conformances, the demand comparisons Combine declares, and descriptions.
@Suite struct CombineCodableTests {
  struct Failure: Error, Codable, Equatable {
    var reason: String
  }

  @Test func demandsRoundTrip() throws {
    for demand in [Subscribers.Demand.none, .max(3), .unlimited] {
      let data = try JSONEncoder().encode(demand)
      #expect(try JSONDecoder().decode(Subscribers.Demand.self, from: data) == demand)
    }
  }

  @Test func completionsRoundTrip() throws {
    let completions: [Subscribers.Completion<Failure>] = [
      .finished, .failure(Failure(reason: "offline")),
    ]
    for completion in completions {
      let data = try JSONEncoder().encode(completion)
      #expect(
        try JSONDecoder().decode(Subscribers.Completion<Failure>.self, from: data) == completion)
    }
  }

  @Test func aRecordRoundTripsAndReplays() throws {
    let record = Record<Int, Failure>(
      output: [1, 2], completion: .failure(Failure(reason: "done")))
    let data = try JSONEncoder().encode(record)
    let decoded = try JSONDecoder().decode(Record<Int, Failure>.self, from: data)
    let recorder = CombineRecorder<Int, Failure>()
    decoded.subscribe(recorder)
    #expect(recorder.values == [1, 2])
    #expect(recorder.completions == [.failure(Failure(reason: "done"))])
    let recording = try JSONDecoder().decode(
      Record<Int, Failure>.Recording.self, from: JSONEncoder().encode(record.recording))
    #expect(recording.output == [1, 2])
  }

  @Test func demandsCompareWithEachOtherAndWithCounts() {
    #expect(Subscribers.Demand.unlimited > .max(5))
    #expect(Subscribers.Demand.max(5) >= .max(5))
    #expect(!(Subscribers.Demand.none > .none))
    #expect(Subscribers.Demand.max(2) > 1)
    #expect(3 >= Subscribers.Demand.max(3))
    var demand = Subscribers.Demand.max(2)
    demand += .max(3)
    demand -= 1
    demand *= 2
    #expect(demand == .max(8))
  }

  @Test func descriptionsNameTheType() {
    let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
    #expect(sink.playgroundDescription as? String == "Sink")
    #expect(Just(1).eraseToAnyPublisher().playgroundDescription as? String == "AnyPublisher")
    let erased = AnySubscriber(sink)
    #expect(erased.playgroundDescription as? String == erased.description)
    final class Model {
      var value = 0
    }
    let assign = Subscribers.Assign(object: Model(), keyPath: \.value)
    #expect((assign.playgroundDescription as? String)?.hasPrefix("Assign") == true)
  }
}
