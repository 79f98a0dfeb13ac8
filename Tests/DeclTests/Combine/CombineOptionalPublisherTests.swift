import Foundation
import Testing

@testable import DeclCombine

/// `Optional.Publisher`: one value then finished, or finished at once for nil.
@Suite struct CombineOptionalPublisherTests {
  @Test func aValuePublishesOnceOnDemandThenFinishes() {
    let recorder = CombineRecorder<Int, Never>(initialDemand: .none)
    Optional(5).publisher.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [5])
    #expect(recorder.finished)
  }

  @Test func nilFinishesWithoutAValue() {
    let recorder = CombineRecorder<Int, Never>(initialDemand: .none)
    Optional<Int>.none.publisher.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    #expect(recorder.finished)
  }

  @Test func operatorsApplyAsOnAnyPublisher() {
    var values: [String] = []
    let publisher = Optional<Int>.Publisher(3)
    #expect(publisher.output == 3)
    _ = publisher.map { "\($0)" }.sink { values.append($0) }
    _ = Optional<Int>.Publisher(nil).replaceEmpty(with: 0).map { "\($0)" }
      .sink { values.append($0) }
    _ = Optional(4).publisher.count().map { "count \($0)" }.sink { values.append($0) }
    #expect(values == ["3", "0", "count 1"])
  }

  @Test func cancellingBeforeDemandPublishesNothing() {
    let recorder = CombineRecorder<Int, Never>(initialDemand: .none)
    Optional(1).publisher.subscribe(recorder)
    recorder.subscription?.cancel()
    recorder.subscription?.request(.unlimited)
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions.isEmpty)
  }
}
