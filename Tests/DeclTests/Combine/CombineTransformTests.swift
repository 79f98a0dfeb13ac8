import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineTransformTests {
  @Test func tryMapFailsWithTheThrownErrorAndCancelsTheUpstream() {
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, any Error>()
    upstream.tryMap { value -> Int in
      if value == 2 { throw CombineTestError(code: 2) }
      return value * 10
    }.subscribe(recorder)
    upstream.send(1)
    upstream.send(2)
    upstream.send(3)
    #expect(recorder.values == [10])
    #expect(recorder.completions.count == 1)
    guard case .failure(let error) = recorder.completions.first else {
      Issue.record("expected a failure")
      return
    }
    #expect(error as? CombineTestError == CombineTestError(code: 2))
    #expect(upstream.cancelled)
  }

  @Test func tryFilterAndTryCompactMapDropAndFail() {
    var kept: [Int] = []
    var failure: (any Error)?
    _ = [1, 2, 3, 4, -1, 5].publisher
      .tryFilter { value in
        if value < 0 { throw CombineTestError() }
        return value.isMultiple(of: 2)
      }
      .sink(
        receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
        receiveValue: { kept.append($0) })
    #expect(kept == [2, 4])
    #expect(failure is CombineTestError)

    var parsed: [Int] = []
    var finished = false
    _ = ["1", "x", "3"].publisher.tryCompactMap { Int($0) }
      .sink(receiveCompletion: { if case .finished = $0 { finished = true } }) {
        parsed.append($0)
      }
    #expect(parsed == [1, 3])
    #expect(finished)
  }

  @Test func droppedElementsAreReplacedByUpstreamDemand() {
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, any Error>(initialDemand: .max(1))
    upstream.tryFilter { $0 > 2 }.subscribe(recorder)
    #expect(upstream.requested == .max(1))
    upstream.send(1)
    upstream.send(2)
    #expect(upstream.requested == .max(3))
    upstream.send(3)
    #expect(recorder.values == [3])
  }

  @Test func mapErrorAndSetFailureType() {
    let recorder = CombineRecorder<Int, CombineTestError>()
    Fail<Int, URLError>(error: URLError(.timedOut))
      .mapError { CombineTestError(code: $0.code.rawValue) }
      .subscribe(recorder)
    #expect(recorder.completions == [.failure(CombineTestError(code: URLError.timedOut.rawValue))])

    let widened = CombineRecorder<Int, CombineTestError>()
    Just(4).setFailureType(to: CombineTestError.self).subscribe(widened)
    #expect(widened.values == [4])
    #expect(widened.finished)
    let chained: Publishers.SetFailureType<Just<Int>, URLError> = Just(1)
      .setFailureType(to: CombineTestError.self).setFailureType(to: URLError.self)
    _ = chained
  }

  @Test func replaceNilAndKeyPathMaps() {
    struct Point {
      var x: Int
      var y: Int
      var z: Int
    }
    var values: [Int] = []
    _ = [1, nil, 3].publisher.replaceNil(with: 0).sink { values.append($0) }
    #expect(values == [1, 0, 3])

    let points = [Point(x: 1, y: 2, z: 3)].publisher
    var xs: [Int] = []
    var pairs: [String] = []
    var triples: [String] = []
    _ = points.map(\.x).sink { xs.append($0) }
    _ = points.map(\.x, \.y).sink { pairs.append("\($0),\($1)") }
    _ = points.map(\.x, \.y, \.z).sink { triples.append("\($0),\($1),\($2)") }
    #expect(xs == [1])
    #expect(pairs == ["1,2"])
    #expect(triples == ["1,2,3"])
  }

  @Test func replaceErrorFinishesWithTheReplacementWhenAsked() {
    let upstream = CombineManualPublisher<Int, CombineTestError>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(1))
    upstream.replaceError(with: -1).subscribe(recorder)
    upstream.send(1)
    upstream.send(completion: .failure(CombineTestError()))
    // No demand left: the replacement waits for it.
    #expect(recorder.values == [1])
    #expect(recorder.completions.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [1, -1])
    #expect(recorder.finished)

    var values: [Int] = []
    _ = [5].publisher.setFailureType(to: CombineTestError.self).replaceError(with: 0)
      .sink { values.append($0) }
    #expect(values == [5])
  }

  @Test func replaceEmptyOnlyReplacesAnEmptyStream() {
    var values: [Int] = []
    _ = Empty<Int, Never>().replaceEmpty(with: 9).sink { values.append($0) }
    _ = [1].publisher.replaceEmpty(with: 9).sink { values.append($0) }
    #expect(values == [9, 1])
    let failing = CombineRecorder<Int, CombineTestError>()
    Fail<Int, CombineTestError>(error: CombineTestError()).replaceEmpty(with: 9)
      .subscribe(failing)
    #expect(failing.values.isEmpty)
    #expect(failing.completions == [.failure(CombineTestError())])
  }

  @Test func scanPublishesEachRunningResult() {
    var sums: [Int] = []
    _ = [1, 2, 3].publisher.scan(0, +).sink { sums.append($0) }
    #expect(sums == [1, 3, 6])

    let recorder = CombineRecorder<Int, any Error>()
    [1, 2, 3].publisher.tryScan(0) { sum, value in
      if value == 3 { throw CombineTestError() }
      return sum + value
    }.subscribe(recorder)
    #expect(recorder.values == [1, 3])
    #expect(recorder.completions.count == 1)
  }

  @Test func decodeAndEncodeWithJSON() throws {
    struct Message: Codable, Equatable {
      var isAvailable: Bool
      var userName: String
    }
    let json = Data(#"{"isAvailable":true,"userName":"peter"}"#.utf8)
    var decoded: [Message] = []
    _ = Just(json).decode(type: Message.self, decoder: JSONDecoder())
      .sink(receiveCompletion: { _ in }, receiveValue: { decoded.append($0) })
    #expect(decoded == [Message(isAvailable: true, userName: "peter")])

    var failure: (any Error)?
    _ = Just(Data("not json".utf8)).decode(type: Message.self, decoder: JSONDecoder())
      .sink(
        receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
        receiveValue: { _ in })
    #expect(failure is DecodingError)

    var encoded: [Data] = []
    _ = Just(Message(isAvailable: false, userName: "a")).encode(encoder: JSONEncoder())
      .sink(receiveCompletion: { _ in }, receiveValue: { encoded.append($0) })
    let roundTrip = try JSONDecoder().decode(Message.self, from: try #require(encoded.first))
    #expect(roundTrip == Message(isAvailable: false, userName: "a"))
  }
}
