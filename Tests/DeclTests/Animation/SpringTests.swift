import Decl
import Foundation
import Testing

/// `Spring` against the formulas Apple documents: response `2π·√(m/k)`, damping ratio
/// `c / (2·√(k·m))`, bounce `1 − ζ` (or `1/ζ − 1` overdamped), and the closed-form motion of a
/// damped oscillator.
@Suite struct SpringTests {
  private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
  }

  @Test func durationAndBounceGiveStiffnessAndDamping() {
    let spring = Spring(duration: 0.5, bounce: 0)
    #expect(close(spring.mass, 1))
    #expect(close(spring.stiffness, pow(2 * .pi / 0.5, 2)))
    #expect(close(spring.damping, 4 * .pi / 0.5))
    #expect(close(spring.response, 0.5) && close(spring.duration, 0.5))
    #expect(close(spring.dampingRatio, 1) && close(spring.bounce, 0))
    let bouncy = Spring(duration: 0.8, bounce: 0.3)
    #expect(close(bouncy.dampingRatio, 0.7) && close(bouncy.bounce, 0.3))
    #expect(close(bouncy.duration, 0.8))
  }

  @Test func massStiffnessAndDampingGiveResponseAndRatio() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(close(spring.response, 2 * .pi / 10))
    #expect(close(spring.dampingRatio, 0.5) && close(spring.bounce, 0.5))
    // Overdamping is clamped to critical unless allowed; allowed, the bounce is negative.
    #expect(close(Spring(stiffness: 100, damping: 40).dampingRatio, 1))
    let over = Spring(stiffness: 100, damping: 40, allowOverDamping: true)
    #expect(close(over.dampingRatio, 2) && close(over.bounce, -0.5))
    #expect(close(Spring(duration: 1, bounce: -0.5).dampingRatio, 2))
    let fromRatio = Spring(response: 0.4, dampingRatio: 0.6)
    #expect(close(fromRatio.response, 0.4) && close(fromRatio.dampingRatio, 0.6))
  }

  @Test func presets() {
    #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
    #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
    #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
    #expect(Spring.bouncy(duration: 1, extraBounce: 0.1) == Spring(duration: 1, bounce: 0.4))
    #expect(Spring.smooth(duration: 0.3) == Spring(duration: 0.3, bounce: 0))
    #expect(Spring.snappy(extraBounce: -0.15) == Spring(duration: 0.5, bounce: 0))
  }

  @Test func motionMatchesTheClosedForm() {
    // Underdamped: 1 − e^(−ζωt)(cos ω_d t + ζω/ω_d sin ω_d t).
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let omega = 2 * Double.pi / 0.5
    let zeta = 0.7
    let wd = omega * (1 - zeta * zeta).squareRoot()
    for t in [0.0, 0.05, 0.1, 0.3, 0.7] {
      let expected = 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
      #expect(close(spring.value(target: 1.0, time: t), expected))
    }
    // Critically damped: 1 − (1 + ωt)e^(−ωt).
    let critical = Spring(duration: 0.5, bounce: 0)
    for t in [0.0, 0.1, 0.4] {
      #expect(
        close(critical.value(target: 2.0, time: t), 2 * (1 - (1 + omega * t) * exp(-omega * t))))
    }
    // Overdamped, and every kind: the velocity is the value's derivative.
    for candidate in [spring, critical, Spring(stiffness: 50, damping: 30, allowOverDamping: true)]
    {
      for t in [0.02, 0.2, 0.5] {
        let h = 1e-6
        let numeric =
          (candidate.value(target: 3.0, initialVelocity: 1.0, time: t + h)
            - candidate.value(target: 3.0, initialVelocity: 1.0, time: t - h)) / (2 * h)
        #expect(
          close(candidate.velocity(target: 3.0, initialVelocity: 1.0, time: t), numeric, 1e-4))
      }
      #expect(close(candidate.value(target: 3.0, initialVelocity: 1.0, time: 0), 0))
      #expect(close(candidate.velocity(target: 3.0, initialVelocity: 1.0, time: 0), 1))
      #expect(close(candidate.value(target: 3.0, time: 30), 3, 1e-6))
    }
  }

  @Test func updateFollowsTheSameMotion() {
    let spring = Spring.bouncy
    var value = 0.0
    var velocity = 0.0
    for _ in 0..<40 {
      spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.01)
    }
    #expect(close(value, spring.value(target: 1.0, time: 0.4), 1e-9))
    #expect(close(velocity, spring.velocity(target: 1.0, time: 0.4), 1e-9))
  }

  @Test func forceIsHookesLawWithDamping() {
    let spring = Spring(mass: 2, stiffness: 100, damping: 10)
    #expect(close(spring.force(target: 1.0, position: 0.0, velocity: 0.0), 100))
    #expect(close(spring.force(target: 1.0, position: 0.5, velocity: 2.0), 50 - 20))
    #expect(close(spring.force(fromValue: 10.0, toValue: 11.0, position: 10.5, velocity: 2.0), 30))
  }

  @Test func settlingDuration() {
    for spring in [Spring.smooth, .snappy, .bouncy, Spring(duration: 1, bounce: 0.7)] {
      let settle = spring.settlingDuration
      #expect(settle > 0)
      // Within epsilon from then on, not just before.
      for t in stride(from: settle, through: settle + 3, by: 0.01) {
        #expect(abs(spring.value(target: 1.0, time: t) - 1) <= 0.001 + 1e-9)
      }
      let before = settle - spring.response / 128
      #expect(abs(spring.value(target: 1.0, time: before) - 1) > 0.001 * 0.5)
    }
    // A spring made to settle in a time does.
    let made = Spring(settlingDuration: 1.2, dampingRatio: 0.8)
    #expect(close(made.settlingDuration, 1.2, 0.02))
    #expect(close(made.dampingRatio, 0.8))
  }

  @Test func fromValueToValueIsAMoveByTheDifference() {
    let spring = Spring.snappy
    #expect(
      close(
        spring.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 0.0, time: 0.2),
        10 + spring.value(target: 10.0, time: 0.2)))
    #expect(
      close(
        spring.velocity(fromValue: 10.0, toValue: 20.0, initialVelocity: 0.0, time: 0.2),
        spring.velocity(target: 10.0, time: 0.2)))
    let point = spring.value(
      fromValue: CGPoint(x: 0, y: 0), toValue: CGPoint(x: 10, y: 20), initialVelocity: .zero,
      time: 5)
    #expect(close(point.x, 10, 1e-4) && close(point.y, 20, 1e-4))
  }
}
