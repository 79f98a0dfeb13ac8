import Decl
import Foundation
import Testing

private struct Bounce {
  var scale = 1.0
  var y = 0.0
}

/// Keyframe timelines interpolate as their keyframes say.
@Suite struct KeyframeTimelineTests {
  private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
  }

  @Test func linearAndMoveKeyframes() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      MoveKeyframe(20.0)
      LinearKeyframe(0.0, duration: 1, timingCurve: .easeIn)
    }
    #expect(timeline.duration == 2)
    #expect(close(timeline.value(time: 0.5), 5))
    #expect(close(timeline.value(time: 1.5), 20 - 20 * UnitCurve.easeIn.value(at: 0.5)))
    #expect(close(timeline.value(progress: 1), 0))
    #expect(close(timeline.value(time: 5), 0))
    #expect(close(timeline.value(time: -1), 0))
  }

  @Test func tracksOfProperties() {
    let timeline = KeyframeTimeline(initialValue: Bounce()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(2.0, duration: 1)
      }
      KeyframeTrack(\.y) {
        CubicKeyframe(10.0, duration: 0.5)
        CubicKeyframe(0.0, duration: 0.5)
      }
    }
    #expect(timeline.duration == 1)
    let middle = timeline.value(time: 0.5)
    #expect(close(middle.scale, 1.5) && close(middle.y, 10))
    // The cubic passes through its keyframes and moves smoothly between them.
    #expect(timeline.value(time: 0.25).y > 0 && timeline.value(time: 0.25).y < 10)
    #expect(close(timeline.value(time: 1).y, 0) && close(timeline.value(time: 1).scale, 2))
  }

  @Test func springKeyframesFollowTheSpring() {
    let spring = Spring.bouncy
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(10.0, duration: 0.4, spring: spring)
      LinearKeyframe(0.0, duration: 0.6)
    }
    #expect(close(timeline.value(time: 0.2), spring.value(target: 10.0, time: 0.2)))
    // The next keyframe starts where the spring was when its time ran out.
    let end = spring.value(target: 10.0, time: 0.4)
    #expect(close(timeline.value(time: 0.7), end / 2))
    let conditional = true
    let branched = KeyframeTimeline(initialValue: 0.0) {
      if conditional {
        LinearKeyframe(4.0, duration: 1)
      } else {
        MoveKeyframe(1.0)
      }
    }
    #expect(close(branched.value(time: 0.5), 2))
  }
}
