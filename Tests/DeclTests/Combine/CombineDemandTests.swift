import Testing

@testable import Decl
@testable import DeclCombine

@Suite struct CombineDemandTests {
  typealias Demand = Subscribers.Demand

  @Test func arithmeticSaturatesAtUnlimited() {
    #expect(Demand.max(2) + .max(3) == .max(5))
    #expect(Demand.max(2) + .unlimited == .unlimited)
    #expect(Demand.unlimited - .max(100) == .unlimited)
    #expect(Demand.max(2) - .max(5) == .none)
    #expect(Demand.max(3) * 2 == .max(6))
    var demand = Demand.none
    demand += 1
    demand += .max(2)
    demand -= 1
    #expect(demand == .max(2))
  }

  @Test func comparesWithIntegers() {
    #expect(Demand.unlimited > 1_000_000)
    #expect(Demand.none == 0)
    #expect(Demand.max(1) > 0)
    #expect(!(Demand.none > 0))
    #expect(Demand.max(1) < .unlimited)
    #expect(Demand.unlimited.max == nil)
    #expect(Demand.max(4).max == 4)
    #expect(Demand.max(4).description == "max(4)")
  }

  @Test func completionEquality() {
    #expect(Subscribers.Completion<CombineTestError>.finished == .finished)
    #expect(
      Subscribers.Completion<CombineTestError>.failure(CombineTestError(code: 1))
        != .failure(CombineTestError(code: 2)))
  }
}
