import Decl
import Foundation
import Testing

private struct Steps: CustomAnimation {
  var count: Int
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < 1 else { return nil }
    context.state[Taken.self] += 1
    return value.scaled(by: (time * Double(count)).rounded(.down) / Double(count))
  }
}

private struct Taken: AnimationStateKey {
  static let defaultValue = 0
}

/// Animations compute their values over time: curves, springs, delays, speeds, repeats and
/// custom animations.
@Suite struct AnimationModelTests {
  private func at(_ animation: Animation, _ time: Double, of value: Double = 10) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: value, time: time, context: &context)
  }

  @Test func curvesAndSprings() {
    #expect(at(.linear(duration: 1), 0.25) == 2.5)
    #expect(at(.linear(duration: 1), 1) == nil)
    #expect(abs(at(.easeIn(duration: 2), 1)! - 10 * UnitCurve.easeIn.value(at: 0.5)) < 1e-9)
    let spring = Spring.bouncy
    #expect(at(.spring(spring), 0.1) == spring.value(target: 10.0, time: 0.1))
    #expect(at(.spring(spring), spring.settlingDuration + 0.01) == nil)
    #expect(at(.bouncy, 0.1) == spring.value(target: 10.0, time: 0.1))
  }

  @Test func modifiers() {
    #expect(at(Animation.linear(duration: 1).delay(0.5), 0.25) == 0)
    #expect(at(Animation.linear(duration: 1).delay(0.5), 0.75) == 2.5)
    #expect(at(Animation.linear(duration: 1).speed(2), 0.25) == 5)
    let twice = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
    #expect(at(twice, 0.25) == 2.5)
    #expect(at(twice, 1.25) == 7.5)
    #expect(at(twice, 2.1) == nil)
    #expect(at(Animation.linear(duration: 1).repeatForever(autoreverses: false), 100.5) == 5)
    var context = AnimationContext<Double>()
    _ = Animation.linear(duration: 1).logicallyComplete(after: 0.5).animate(
      value: 1.0, time: 0.6, context: &context)
    #expect(context.isLogicallyComplete)
  }

  @Test func customAnimations() {
    let animation = Animation(Steps(count: 4))
    #expect(animation.base as? Steps == Steps(count: 4))
    #expect(animation == Animation(Steps(count: 4)) && animation != Animation(Steps(count: 2)))
    var context = AnimationContext<Double>()
    #expect(animation.animate(value: 8.0, time: 0.3, context: &context) == 2)
    #expect(animation.animate(value: 8.0, time: 0.6, context: &context) == 4)
    #expect(context.state[Taken.self] == 2)
    #expect(animation.velocity(value: 8.0, time: 0.3, context: context) == nil)
    #expect(!animation.shouldMerge(previous: .default, value: 8.0, time: 0, context: &context))
    #expect(
      Animation.spring.shouldMerge(previous: .default, value: 8.0, time: 0, context: &context))
  }

  @MainActor @Test func transitionPhases() {
    #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1)
    #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
    #expect(!OpacityTransition.properties.hasMotion && MoveTransition.properties.hasMotion)
    #expect(!AsymmetricTransition<OpacityTransition, IdentityTransition>.properties.hasMotion)
  }

  @Test func completionsRunOnceTheChangeIsMade() {
    var order: [String] = []
    withAnimation(.bouncy) {
      order.append("change")
    } completion: {
      order.append("done")
    }
    #expect(order == ["change", "done"])
    var transaction = Transaction(animation: .snappy)
    transaction[Taken.self] = 3
    #expect(transaction[Taken.self] == 3)
  }
}

extension Taken: TransactionKey {}
