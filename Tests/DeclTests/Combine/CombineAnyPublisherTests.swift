import Testing

@testable import Decl
@testable import DeclCombine

private final class SearchModel {
  @Published var query = ""
  private let results = PassthroughSubject<[String], Never>()

  /// The pipeline's concrete type stays private.
  var trimmedQuery: AnyPublisher<String, Never> {
    $query.map { $0.trimmingCharacters(in: .whitespaces) }.removeDuplicates()
      .eraseToAnyPublisher()
  }

  var resultsPublisher: AnyPublisher<[String], Never> { results.eraseToAnyPublisher() }

  func publish(_ list: [String]) { results.send(list) }
}

@Suite struct CombineAnyPublisherTests {
  @Test func erasedPipelineBehavesLikeTheOriginal() {
    let model = SearchModel()
    var values: [String] = []
    let cancellable = model.trimmedQuery.sink { values.append($0) }
    model.query = " swift "
    model.query = "swift"
    model.query = "combine"
    #expect(values == ["", "swift", "combine"])
    _ = cancellable
  }

  @Test func erasedSubjectForwardsValuesAndCompletion() {
    let subject = PassthroughSubject<Int, CombineTestError>()
    let erased: AnyPublisher<Int, CombineTestError> = subject.eraseToAnyPublisher()
    let recorder = CombineRecorder<Int, CombineTestError>()
    erased.subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(CombineTestError()))
    #expect(recorder.values == [1])
    #expect(recorder.completions == [.failure(CombineTestError())])
  }

  @Test func erasingTwiceKeepsOneWrapper() {
    let model = SearchModel()
    var lists: [[String]] = []
    let cancellable = model.resultsPublisher.eraseToAnyPublisher().sink { lists.append($0) }
    model.publish(["a"])
    #expect(lists == [["a"]])
    _ = cancellable
  }

  @Test func anySubscriberForwardsToClosures() {
    var values: [Int] = []
    var finished = false
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { $0.request(.unlimited) },
      receiveValue: {
        values.append($0)
        return .none
      },
      receiveCompletion: { _ in finished = true })
    Just(9).subscribe(subscriber)
    #expect(values == [9])
    #expect(finished)
  }
}
