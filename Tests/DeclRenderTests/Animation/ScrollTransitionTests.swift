import Decl
import Testing

@testable import DeclRender

/// `scrollTransition`: every row a Decl scroll view shows is in its identity phase, and the
/// effect the closure gives for that phase is drawn.
@MainActor
@Suite struct ScrollTransitionTests {
  @Test func rowsInViewGetTheIdentityPhasesEffect() {
    let host = TestHost(width: 20, height: 3) {
      ScrollView {
        VStack(alignment: .leading) {
          Text("shown").scrollTransition { effect, phase in
            effect.opacity(phase.isIdentity ? 1 : 0)
          }
          Text("moved").scrollTransition(.animated) { effect, phase in
            effect.offset(x: phase.isIdentity ? 16 : 0).scaleEffect(0.5)
          }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
    #expect(host.rows[0].hasPrefix("shown"))
    // The offset moves the drawing 16 points, two columns, as `offset` does.
    #expect(host.rows[1].hasPrefix("  moved"))
  }
}
