// A bouncing star in the style of Apple's keyframe animation sample: a keyframe animator on a
// trigger with one track per property, and a phase animator pulsing dots underneath.
import Decl
import Foundation

struct T12BounceValues {
  var verticalOffset = 0.0
  var scale = 1.0
}

struct T12KeyframeBounceView: View {
  @State private var bounces = 0

  var body: some View {
    VStack(spacing: 16) {
      Text("★")
        .keyframeAnimator(initialValue: T12BounceValues(), trigger: bounces) { content, value in
          content
            .scaleEffect(value.scale)
            .offset(y: value.verticalOffset)
        } keyframes: { _ in
          KeyframeTrack(\.verticalOffset) {
            SpringKeyframe(-32, duration: 0.5, spring: .bouncy)
            CubicKeyframe(0, duration: 0.5)
          }
          KeyframeTrack(\.scale) {
            LinearKeyframe(1.2, duration: 0.5)
            SpringKeyframe(1.0, spring: .bouncy)
          }
        }
      Button("Bounce") { bounces += 1 }
      PhaseAnimator([1, 2, 3]) { count in
        Text(String(repeating: "•", count: count))
      } animation: { _ in
        .easeInOut(duration: 0.2)
      }
    }
    .padding(.top, 32)
  }
}
