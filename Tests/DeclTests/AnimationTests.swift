import Decl
import Testing

@Suite struct AnimationTests {
  @Test func everyFormCompilesAndIsAValue() {
    let animations: [Animation] = [
      .default, .linear, .easeIn, .easeOut, .easeInOut, .spring, .interactiveSpring,
      .interpolatingSpring, .smooth, .snappy, .bouncy,
      .linear(duration: 1), .easeIn(duration: 0.25), .easeOut(duration: 0.25),
      .easeInOut(duration: 0.25), .timingCurve(0.2, 0, 0.2, 1, duration: 0.5),
      .timingCurve(.topLeading, .bottomTrailing), .spring(response: 0.3),
      .spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0.1),
      .spring(duration: 0.4, bounce: 0.2),
      .interactiveSpring(duration: 0.2, extraBounce: 0.1),
      .interpolatingSpring(stiffness: 170, damping: 15),
      .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2),
      .interpolatingSpring(duration: 0.5, bounce: 0.1), .smooth(duration: 0.3),
      .snappy(extraBounce: 0.1), .bouncy(duration: 0.6, extraBounce: 0.2),
      Animation.easeIn(duration: 1).delay(0.5).speed(2).repeatCount(3, autoreverses: false),
      Animation.linear(duration: 1).repeatForever(autoreverses: false),
      .easeOut.repeatForever(),
    ]
    // Animations made differently differ; made alike, they are equal.
    #expect(Set(animations).count == animations.count)
    #expect(Animation.easeIn(duration: 0.25).delay(1) == .easeIn(duration: 0.25).delay(1))
    #expect(Animation.easeIn(duration: 0.25).delay(1) != .easeIn(duration: 0.25))
    #expect(Animation.spring() == .spring)
    #expect(Animation.interactiveSpring() == .interactiveSpring)
    #expect(Animation.linear.speed(2) != .linear)
    #expect(Animation.linear.repeatCount(2) != .linear.repeatCount(2, autoreverses: false))
  }

  @Test func withAnimationRunsTheChangeAtOnce() {
    var value = 0
    withAnimation(.easeIn(duration: 0.25).repeatForever(autoreverses: true)) { value = 1 }
    #expect(value == 1)
  }
}
