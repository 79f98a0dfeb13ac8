import Decl
import DeclRender
import Foundation
import Testing

@MainActor
struct EffectModifierTests {
  private struct Plain: View {
    var body: some View {
      VStack {
        Text("Title").bold()
        Image(systemName: "star.fill")
      }
    }
  }

  private struct Affected: View {
    @State private var taps = 0
    var body: some View {
      VStack {
        Text("Title").bold()
          .rotationEffect(.degrees(30))
          .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
          .scaleEffect(CGSize(width: 2, height: 0.5), anchor: .top)
          .blur(radius: 4)
          .brightness(0.2).contrast(1.5).saturation(0).grayscale(1)
          .hueRotation(.degrees(90)).colorMultiply(.red).colorInvert().luminanceToAlpha()
          .drawingGroup(opaque: true).compositingGroup().blendMode(.screen)
          .hoverEffect(.lift)
        Image(systemName: "star.fill")
          .symbolRenderingMode(.palette).symbolVariant(.circle.fill)
          .symbolEffect(.pulse.byLayer, options: .repeating)
          .symbolEffect(.bounce.down, options: .repeat(2).speed(3), value: taps)
      }
    }
  }

  @Test func effectsLeaveTheViewAsItWas() {
    let plain = TestHost(width: 20, height: 3) { Plain() }
    let affected = TestHost(width: 20, height: 3) { Affected() }
    #expect(affected.screen == plain.screen)
    #expect(affected.ansiScreen == plain.ansiScreen)
    #expect(plain.screen.contains("Title"))
  }

  @Test func symbolVariantsCombine() {
    #expect(SymbolVariants.circle.fill.contains(.fill))
    #expect(SymbolVariants.circle.fill.contains(.circle))
    #expect(!SymbolVariants.fill.contains(.circle))
    #expect(SymbolVariants.none.contains(.none))
  }
}
