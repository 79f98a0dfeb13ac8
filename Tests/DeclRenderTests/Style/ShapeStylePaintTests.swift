import Decl
import Foundation
import Testing

@testable import DeclRender

struct ShapeStylePaintTests {
  let resolver = StyleResolver(environment: EnvironmentValues())

  private func rgb(_ color: CellColor?) -> (Int, Int, Int)? {
    guard case .rgb(let r, let g, let b) = color else { return nil }
    return (Int(r), Int(g), Int(b))
  }

  @Test func radialGradientFadesByDistanceInPoints() {
    let style = RadialGradient(
      colors: [.white, .black], center: .center, startRadius: 0, endRadius: 80)
    let paint = resolver.paint(AnyShapeStyle(style), size: Size(width: 21, height: 11))
    let center = rgb(paint.color(10, 5, .default))!
    #expect(center.0 == 255)
    #expect(rgb(paint.color(0, 0, .default))! == (0, 0, 0))
    // 8 columns and 4 rows are both 64 points from the centre: the same colour, so rings are
    // round on screen.
    #expect(rgb(paint.color(18, 5, .default))! == rgb(paint.color(10, 1, .default))!)
    #expect(rgb(paint.color(2, 5, .default))! == rgb(paint.color(18, 5, .default))!)
    // It fades: each step out is darker.
    let row = (10...18).map { rgb(paint.color($0, 5, .default))!.0 }
    #expect(zip(row, row.dropFirst()).allSatisfy { $0 > $1 })
  }

  @Test func angularGradientTurnsClockwiseFromTheStartAngle() {
    let style = AngularGradient(
      colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180))
    let paint = resolver.paint(AnyShapeStyle(style), size: Size(width: 21, height: 11))
    let red = rgb(resolver.cellColor(.red))!
    let blue = rgb(resolver.cellColor(.blue))!
    #expect(rgb(paint.color(20, 5, .default))! == red)  // 0°: to the right
    #expect(rgb(paint.color(0, 5, .default))! == blue)  // 180°: to the left
    let below = rgb(paint.color(10, 10, .default))!  // 90°: half way
    #expect(below != red && below != blue)
    // Above is the gap (180° to 360°): the last colour for its first half (upper left), the
    // first colour for the rest (upper right).
    #expect(rgb(paint.color(6, 0, .default))! == blue)
    #expect(rgb(paint.color(14, 0, .default))! == red)
    // A conic gradient is a full turn.
    let conic = resolver.paint(
      AnyShapeStyle(AngularGradient(colors: [.red, .blue], center: .center)),
      size: Size(width: 21, height: 11))
    #expect(rgb(conic.color(0, 5, .default))! != red && rgb(conic.color(0, 5, .default))! != blue)
  }

  @Test func ellipticalGradientReachesTheFramesEdges() {
    let style = EllipticalGradient(colors: [.white, .black])
    let paint = resolver.paint(AnyShapeStyle(style), size: Size(width: 41, height: 5))
    #expect(rgb(paint.color(20, 2, .default))!.0 == 255)
    // The outermost cells' centres are 0.49 and 0.4 of the frame from its centre.
    #expect(rgb(paint.color(0, 2, .default))!.0 < 10)
    #expect(rgb(paint.color(20, 0, .default))!.0 == 51)
  }

  @Test func linearGradientMatchesTheFrameFillAlongItsAxis() {
    let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    let paint = resolver.paint(AnyShapeStyle(gradient), size: Size(width: 7, height: 3))
    let sampler = GradientSampler(gradient: gradient, resolver: resolver)
    for column in 0..<7 {
      #expect(paint.color(column, 1, .default) == sampler.color(at: column, of: 7))
      #expect(paint.color(column, 0, .default) == paint.color(column, 2, .default))
    }
  }

  @Test func colorGradientIsLighterAtTheTop() {
    let paint = resolver.paint(AnyShapeStyle(Color.blue.gradient), size: Size(width: 4, height: 5))
    let top = rgb(paint.color(0, 0, .default))!
    let bottom = rgb(paint.color(0, 4, .default))!
    #expect(bottom == rgb(resolver.cellColor(.blue))!)
    #expect(top.0 > bottom.0 && top.1 > bottom.1)
    #expect(paint.color(0, 2, .default) == paint.color(3, 2, .default))
  }

  @Test func materialsTintWhatIsBehindByThickness() {
    let thin = resolver.paint(AnyShapeStyle(Material.ultraThin), size: Size(width: 1, height: 1))
    let thick = resolver.paint(AnyShapeStyle(Material.ultraThick), size: Size(width: 1, height: 1))
    #expect(thin.isTranslucent && thick.isTranslucent)
    // Over the dark scheme's black, a material is a dark grey panel, thicker is lighter.
    let overBlack = rgb(thin.color(0, 0, .default))!
    #expect(overBlack.0 > 0 && overBlack.0 < rgb(thick.color(0, 0, .default))!.0)
    // Over a colour, the colour shows through the thinner material more.
    let overRed = rgb(thin.color(0, 0, .rgb(255, 0, 0)))!
    #expect(overRed.0 > rgb(thick.color(0, 0, .rgb(255, 0, 0)))!.0)
    #expect(overRed.0 > overRed.1)
    // As a text colour, a material is its tint over the background.
    #expect(
      resolver.foreground(AnyShapeStyle(Material.regular))
        == StyleResolver.mix((0, 0, 0), (58, 58, 60), 0.7))
  }

  @Test func systemStylesHaveTheSchemesColours() {
    var light = EnvironmentValues()
    light.colorScheme = .light
    let lightResolver = StyleResolver(environment: light)
    #expect(resolver.foreground(AnyShapeStyle(SeparatorShapeStyle())) == .rgb(56, 56, 58))
    #expect(lightResolver.foreground(AnyShapeStyle(SeparatorShapeStyle())) == .rgb(198, 198, 200))
    #expect(lightResolver.foreground(AnyShapeStyle(BackgroundStyle())) == .rgb(255, 255, 255))
    #expect(
      resolver.foreground(AnyShapeStyle(SelectionShapeStyle())) == resolver.cellColor(.accentColor))
    #expect(resolver.foreground(AnyShapeStyle(ForegroundStyle())) == .default)
    // The background style as a fill is the terminal's own background.
    let background = resolver.paint(
      AnyShapeStyle(BackgroundStyle()), size: Size(width: 1, height: 1))
    #expect(background.isBackground && background.color(0, 0, .rgb(1, 2, 3)) == .default)
    // The system fill is translucent grey.
    let fill = lightResolver.paint(AnyShapeStyle(FillShapeStyle()), size: Size(width: 1, height: 1))
    #expect(fill.isTranslucent)
    #expect(fill.color(0, 0, .default) == StyleResolver.mix((255, 255, 255), (120, 120, 128), 0.2))
    // Quinary is fainter than quaternary.
    var white = EnvironmentValues()
    white.foregroundStyle = AnyShapeStyle(Color.white)
    let shades = StyleResolver(environment: white)
    let quaternary = rgb(shades.foreground(AnyShapeStyle(HierarchicalShapeStyle.quaternary)))!
    let quinary = rgb(shades.foreground(AnyShapeStyle(HierarchicalShapeStyle.quinary)))!
    #expect(quinary.0 < quaternary.0)
  }

  @Test func theForegroundStylePaintsAShapeAsItself() {
    var environment = EnvironmentValues()
    environment.foregroundStyle = AnyShapeStyle(
      LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
    let paint = StyleResolver(environment: environment).paint(
      AnyShapeStyle(ForegroundStyle()), size: Size(width: 5, height: 1))
    #expect(paint.color(0, 0, .default) == resolver.cellColor(.red))
    #expect(paint.color(4, 0, .default) == resolver.cellColor(.blue))
    environment.foregroundStyle = AnyShapeStyle(ForegroundStyle())
    let plain = StyleResolver(environment: environment).paint(nil, size: Size(width: 5, height: 1))
    #expect(plain.color(2, 0, .default) == .default)
  }

  @Test func gradientsAsTextColoursFollowTheRun() {
    let style = AnyShapeStyle(
      RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10))
    #expect(resolver.foreground(style, column: 0, width: 3) == .rgb(255, 255, 255))
    #expect(resolver.foreground(style, column: 2, width: 3) == .rgb(0, 0, 0))
  }
}
