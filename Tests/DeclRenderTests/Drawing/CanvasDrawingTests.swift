import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

@MainActor
@Suite struct CanvasDrawingTests {
  private func color(_ color: Color) -> CellColor? {
    StyleResolver(environment: EnvironmentValues()).cellColor(color)
  }

  /// A circle filled, a diagonal line stroked and a label drawn: all three show in cells.
  @Test func fillsStrokesAndText() {
    let host = TestHost(width: 24, height: 8) {
      Canvas { context, size in
        context.fill(
          Path(ellipseIn: CGRect(x: 0, y: 0, width: 64, height: 64)), with: .color(.green))
        var line = Path()
        line.move(to: CGPoint(x: 80, y: 8))
        line.addLine(to: CGPoint(x: size.width - 8, y: size.height - 8))
        context.stroke(line, with: .color(.red), lineWidth: 1)
        context.draw(Text("Hi"), at: CGPoint(x: size.width - 16, y: 8), anchor: .topTrailing)
      }
    }
    #expect(host.canvas[x: 4, y: 2].style.background == color(.green))
    #expect(host.canvas[x: 20, y: 0].style.background != color(.green))
    #expect(host.screen.contains("Hi"))
    // The line runs with braille dots from the top left of its half to the bottom right.
    #expect(host.canvas[x: 10, y: 0].style.foreground == color(.red))
    #expect(host.canvas[x: 22, y: 7].style.foreground == color(.red))
    assertSnapshot(host, named: "fill-stroke-text", suite: "canvas")
  }

  /// Translate, scale and rotate move the geometry exactly.
  @Test func transformsApplyToPaths() {
    let host = TestHost(width: 20, height: 6) {
      Canvas { context, _ in
        context.translateBy(x: 80, y: 32)
        context.scaleBy(x: 2, y: 2)
        context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.blue))
      }
    }
    // 8 points scaled twice is 16: two columns and a row, starting at column 10, row 2.
    let blue = color(.blue)
    #expect(host.canvas[x: 10, y: 2].style.background == blue)
    #expect(host.canvas[x: 11, y: 2].style.background == blue)
    #expect(host.canvas[x: 12, y: 2].style.background != blue)
    #expect(host.canvas[x: 9, y: 2].style.background != blue)
    #expect(host.canvas[x: 10, y: 3].style.background != blue)

    var context = GraphicsContext(
      recorder: GraphicsRecorder(
        size: CGSize(width: 100, height: 100), environment: EnvironmentValues(),
        measurer: GraphicsMeasurer(
          textSize: { _, _, _ in .zero }, imageSize: { _ in .zero }, symbolSize: { _ in nil })))
    context.rotate(by: .degrees(90))
    let point = CGPoint(x: 10, y: 0).applying(context.transform)
    #expect(abs(point.x) < 1e-9 && abs(point.y - 10) < 1e-9)
    context.concatenate(CGAffineTransform(translationX: 5, y: 0))
    let moved = CGPoint.zero.applying(context.transform)
    #expect(abs(moved.x) < 1e-9 && abs(moved.y - 5) < 1e-9)
  }

  /// A clip path keeps only the cells whose centres it contains; `.inverse` the others.
  @Test func clipPaths() {
    let host = TestHost(width: 10, height: 4) {
      Canvas { context, size in
        var left = context
        left.clip(to: Path(CGRect(x: 0, y: 0, width: 40, height: size.height)))
        left.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        var right = context
        right.clip(
          to: Path(CGRect(x: 0, y: 0, width: 40, height: size.height)), options: .inverse)
        right.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
        #expect(left.clipBoundingRect == CGRect(x: 0, y: 0, width: 40, height: size.height))
      }
    }
    #expect(host.canvas[x: 4, y: 1].style.background == color(.red))
    #expect(host.canvas[x: 5, y: 1].style.background == color(.blue))
  }

  /// Linear gradients are laid out in the canvas's points; opacity mixes with what is behind.
  @Test func gradientAndOpacity() {
    let host = TestHost(width: 11, height: 2) {
      Canvas { context, size in
        context.fill(
          Path(CGRect(x: 0, y: 0, width: size.width, height: 16)),
          with: .linearGradient(
            Gradient(colors: [.black, .white]), startPoint: CGPoint(x: 4, y: 0),
            endPoint: CGPoint(x: size.width - 4, y: 0)))
        var faded = context
        faded.opacity = 0.5
        faded.fill(Path(CGRect(x: 0, y: 16, width: size.width, height: 16)), with: .color(.white))
      }
      .background(Color.black)
    }
    #expect(host.canvas[x: 0, y: 0].style.background == .rgb(0, 0, 0))
    #expect(host.canvas[x: 10, y: 0].style.background == .rgb(255, 255, 255))
    #expect(host.canvas[x: 5, y: 0].style.background == .rgb(128, 128, 128))
    #expect(host.canvas[x: 3, y: 1].style.background == .rgb(128, 128, 128))
  }

  /// Colour filters and blend modes change the colours drawn.
  @Test func filtersAndBlendModes() {
    let host = TestHost(width: 4, height: 2) {
      Canvas { context, size in
        var inverted = context
        inverted.addFilter(.colorInvert())
        inverted.fill(Path(CGRect(x: 0, y: 0, width: 32, height: 16)), with: .color(.white))
        context.fill(
          Path(CGRect(x: 0, y: 16, width: 32, height: 16)),
          with: .color(Color(red: 1, green: 0, blue: 0)))
        var multiplied = context
        multiplied.blendMode = .multiply
        multiplied.fill(
          Path(CGRect(x: 0, y: 16, width: 32, height: 16)),
          with: .color(Color(red: 0, green: 1, blue: 1)))
      }
    }
    #expect(host.canvas[x: 1, y: 0].style.background == .rgb(0, 0, 0))
    // Red multiplied by cyan is black.
    #expect(host.canvas[x: 1, y: 1].style.background == .rgb(0, 0, 0))
  }

  /// Symbols are drawn where the renderer puts them, as often as it does.
  @Test func symbolsAreDrawnByTag() {
    let host = TestHost(width: 20, height: 3) {
      Canvas { context, size in
        guard let star = context.resolveSymbol(id: "star") else { return }
        #expect(star.size == CGSize(width: 24, height: 16))
        for column in 0..<3 {
          context.draw(star, at: CGPoint(x: CGFloat(column) * 48, y: 16), anchor: .topLeading)
        }
        #expect(context.resolveSymbol(id: "none") == nil)
      } symbols: {
        Text("<*>").tag("star")
      }
    }
    let rows = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == 3 && rows[1].hasPrefix("<*>   <*>   <*>"), "\(host.screen)")
  }

  /// Text is measured in points; resolved text can be recoloured.
  @Test func resolvedText() {
    let host = TestHost(width: 12, height: 2) {
      Canvas { context, _ in
        var text = context.resolve(Text("abc"))
        #expect(
          text.measure(in: CGSize(width: 1000, height: 1000)) == CGSize(width: 24, height: 16))
        text.shading = .color(.red)
        context.draw(text, in: CGRect(x: 16, y: 16, width: 80, height: 16))
      }
    }
    #expect(host.canvas[x: 2, y: 1].grapheme == "a")
    #expect(host.canvas[x: 2, y: 1].style.foreground == color(.red))
  }

  /// A canvas asked for its ideal size is 10 by 10 points; it fills what it is offered.
  @Test func sizing() {
    let host = TestHost(width: 30, height: 6) {
      VStack {
        Canvas { _, _ in }.fixedSize()
        Canvas { context, size in
          context.draw(
            Text("\(Int(size.width))x\(Int(size.height))"), at: .zero, anchor: .topLeading)
        }
      }
    }
    #expect(host.screen.contains("240x"))
  }
}
