import Decl
import Foundation
import Testing

/// A user shape as SwiftUI code writes it: nothing but `path(in:)`.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

/// A user shape that declares animatable data, as animation tutorials do.
private struct Wave: Shape {
  var phase: Double
  var animatableData: Double {
    get { phase }
    set { phase = newValue }
  }
  func path(in rect: CGRect) -> Path { Path(rect) }
}

/// Views built from the shape API, so that these expressions are type-checked as SwiftUI code
/// writes them.
private struct ShapeGallery: View {
  var body: some View {
    VStack {
      RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 160, height: 64)
      Circle().stroke(.red, lineWidth: 2)
      Capsule().fill(Color.green)
      Circle().fill()
      Rectangle().stroke()
      Rectangle().stroke(lineWidth: 2).fill(.red)
      Ellipse().strokeBorder(lineWidth: 3)
      RoundedRectangle(cornerRadius: 8, style: .continuous).strokeBorder(Color.gray, lineWidth: 1)
      Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)
      Circle().fill(.red).strokeBorder(.blue, style: StrokeStyle(lineWidth: 2, dash: [4]))
      Triangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      Triangle().foregroundStyle(.tint)
      Circle().foregroundColor(.purple)
      Circle().trim(from: 0, to: 0.75).stroke(
        .blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
      Rectangle().inset(by: 4).rotation(.degrees(45)).offset(x: 2, y: 3).fill(.orange)
      Rectangle().scale(0.5).fill(.mint)
      Rectangle().transform(CGAffineTransform(translationX: 2, y: 2)).fill(.pink)
      UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16).fill(.indigo)
      ContainerRelativeShape().fill(.background)
      Path { path in
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 100))
      }
      .stroke(Color.blue, lineWidth: 2)
      Wave(phase: 0).fill(.fill)
      AnyShape(Circle()).fill(Color.blue.gradient)
      Rectangle().fill(.regularMaterial)
      Rectangle().fill(
        .radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 80))
      Rectangle().fill(.radialGradient(Color.red.gradient, endRadius: 100))
      Rectangle().fill(.conicGradient(colors: [.red, .blue], center: .center))
      Rectangle().fill(.ellipticalGradient(colors: [.red, .blue]))
      Rectangle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center))
      Rectangle().fill(Gradient(colors: [.red, .blue]))
      RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 100)
      Text("Tag").padding(.horizontal).background(.green)
      Text("Glass").background(.ultraThinMaterial)
      Text("Quiet").foregroundStyle(.quinary)
      Text("Hint").foregroundStyle(.placeholder)
      Divider().background(.separator)
      Color.clear.background(.selection)
    }
  }
}

/// The type a shape literal resolves to where a `Shape` is expected, as in `clipShape(_:)`.
private func clipShapeArgument<S: Shape>(_ shape: S) -> String { "\(S.self)" }

@MainActor
struct ShapeTests {
  @Test func shapeLiteralsTypeCheckAsShapes() {
    #expect(clipShapeArgument(.rect) == "Rectangle")
    #expect(clipShapeArgument(.rect(cornerRadius: 8)) == "RoundedRectangle")
    #expect(clipShapeArgument(.rect(cornerRadius: 8, style: .circular)) == "RoundedRectangle")
    #expect(clipShapeArgument(.rect(cornerSize: CGSize(width: 4, height: 2))) == "RoundedRectangle")
    #expect(
      clipShapeArgument(.rect(cornerRadii: RectangleCornerRadii(topLeading: 3)))
        == "UnevenRoundedRectangle")
    #expect(
      clipShapeArgument(.rect(topLeadingRadius: 1, bottomTrailingRadius: 2))
        == "UnevenRoundedRectangle")
    #expect(clipShapeArgument(.capsule) == "Capsule")
    #expect(clipShapeArgument(.capsule(style: .circular)) == "Capsule")
    #expect(clipShapeArgument(.circle) == "Circle")
    #expect(clipShapeArgument(.ellipse) == "Ellipse")
    #expect(clipShapeArgument(.containerRelative) == "ContainerRelativeShape")
    let literal: UnevenRoundedRectangle = .rect(topLeadingRadius: 1, bottomTrailingRadius: 2)
    #expect(literal.cornerRadii == RectangleCornerRadii(topLeading: 1, bottomTrailing: 2))
    _ = ShapeGallery().body
  }

  @Test func shapeViewsKeepWhatTheRendererDraws() {
    let fill = RoundedRectangle(cornerRadius: 12).fill(.blue, style: FillStyle(eoFill: true))
    #expect(fill.shape.cornerSize == CGSize(width: 12, height: 12))
    #expect(fill.style == Color.blue && fill.fillStyle.isEOFilled)
    let stroke = Circle().stroke(.red, lineWidth: 2)
    #expect(stroke.strokeStyle.lineWidth == 2 && stroke.style == Color.red)
    let border = Rectangle().strokeBorder(.gray, lineWidth: 4)
    #expect(
      border.insetShape.path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect
        == CGRect(x: 2, y: 2, width: 16, height: 16))
    let layered = Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)
    #expect(layered.background.style == Color.yellow && layered.style == Color.blue)
    #expect(Circle().body.style == ForegroundStyle())
  }

  @Test func pathsRunOffTheMainActor() async {
    let bounds = await Task.detached {
      Triangle().path(in: CGRect(x: 0, y: 0, width: 160, height: 64)).boundingRect
    }.value
    #expect(bounds == CGRect(x: 0, y: 0, width: 160, height: 64))
  }

  @Test func builtInShapesFitTheirRectangle() {
    let rect = CGRect(x: 0, y: 0, width: 160, height: 80)
    #expect(Circle().path(in: rect).boundingRect.size == CGSize(width: 80, height: 80))
    #expect(abs(Circle().path(in: rect).boundingRect.midX - 80) < 1e-9)
    #expect(Ellipse().path(in: rect).boundingRect.size == rect.size)
    #expect(Rectangle().path(in: rect) == Path(rect))
    #expect(Capsule().path(in: rect) == Path(roundedRect: rect, cornerRadius: 40))
    #expect(Circle().path(in: .zero).isEmpty)
    #expect(
      UnevenRoundedRectangle(topLeadingRadius: 10).path(in: rect)
        == Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 10)))
  }

  @Test func insetShapesShrinkAndKeepTheirCornersParallel() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(Rectangle().inset(by: 5).path(in: rect).boundingRect == rect.insetBy(dx: 5, dy: 5))
    #expect(
      RoundedRectangle(cornerRadius: 12).inset(by: 2).path(in: rect)
        == Path(roundedRect: rect.insetBy(dx: 2, dy: 2), cornerRadius: 10))
    #expect(Circle().inset(by: 5).inset(by: 5).path(in: rect).boundingRect.width == 30)
    // Insetting past the middle leaves nothing, not a path at infinity.
    #expect(Rectangle().inset(by: 60).path(in: rect).isEmpty)
  }

  @Test func shapeModifiersMoveTheOutlineNotTheFrame() {
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(
      Rectangle().offset(x: 3, y: 4).path(in: rect).boundingRect.origin == CGPoint(x: 3, y: 4))
    #expect(Rectangle().offset(CGSize(width: 1, height: 2)).offset.height == 2)
    let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
    #expect(abs(turned.width - 10) < 1e-9 && abs(turned.midX - 10) < 1e-9)
    let scaled = Rectangle().scale(0.5, anchor: .topLeading).path(in: rect).boundingRect
    #expect(scaled == CGRect(x: 0, y: 0, width: 10, height: 5))
    #expect(
      Rectangle().stroke(lineWidth: 2).path(in: rect).boundingRect == rect.insetBy(dx: -1, dy: -1))
    #expect(Rectangle().size(width: 4, height: 4).path(in: rect).boundingRect.width == 4)
    #expect(
      Rectangle().trim(from: 0, to: 0.5).path(in: rect)
        == Path(rect).trimmedPath(from: 0, to: 0.5))
    #expect(AnyShape(Capsule()).path(in: rect) == Capsule().path(in: rect))
  }

  @Test func shapesTakeTheSpaceTheyAreOffered() {
    #expect(
      Circle().sizeThatFits(ProposedViewSize(width: 30, height: 40))
        == CGSize(width: 30, height: 40))
    #expect(Rectangle().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
    #expect(
      Rectangle().sizeThatFits(ProposedViewSize(width: nil, height: 5))
        == CGSize(width: 10, height: 5))
    #expect(Rectangle.role == .fill)
    #expect(ProposedViewSize(CGSize(width: 1, height: 2)) == ProposedViewSize(width: 1, height: 2))
    #expect(ProposedViewSize.zero.width == 0 && ProposedViewSize.infinity.height == .infinity)
    #expect(
      ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 3, height: 4))
        == CGSize(width: 3, height: 4))
  }

  @Test func anglesConvertAndCompare() {
    #expect(Angle.degrees(180).radians == .pi)
    #expect(Angle(radians: .pi / 2).degrees == 90)
    #expect(Angle.zero < .degrees(1))
    #expect((Angle.degrees(30) + .degrees(60)).degrees == 90)
    #expect((-Angle.degrees(10)).degrees == -10)
    #expect((Angle.degrees(10) * 2).degrees == 20)
    var angle = Angle.degrees(10)
    angle.degrees = 45
    angle += .degrees(45)
    #expect(angle == .degrees(90))
    #expect(Angle.radians(2).animatableData == 2)
  }

  @Test func affineTransformsComposeAsCoreGraphicsDoes() {
    let move = CGAffineTransform(translationX: 10, y: 0)
    let double = CGAffineTransform(scaleX: 2, y: 2)
    // `a.concatenating(b)` applies a first.
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(double)) == CGPoint(x: 22, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 2)) == CGPoint(x: 12, y: 2))
    let turn = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = CGPoint(x: 1, y: 0).applying(turn)
    #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
    let back = CGPoint(x: 3, y: 4).applying(
      move.rotated(by: 1).inverted().concatenating(move.rotated(by: 1)))
    #expect(abs(back.x - 3) < 1e-9 && abs(back.y - 4) < 1e-9)
    #expect(CGAffineTransform.identity.isIdentity && !move.isIdentity)
    #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    let box = CGRect(x: 0, y: 0, width: 2, height: 1).applying(turn)
    #expect(abs(box.minX + 1) < 1e-9 && abs(box.width - 1) < 1e-9 && abs(box.height - 2) < 1e-9)
  }
}

@MainActor
struct ShapeLayerTests {
  let rect = CGRect(x: 0, y: 0, width: 160, height: 64)

  @Test func everyShapeViewDescribesItsLayer() {
    let fill = RoundedRectangle(cornerRadius: 12).fill(.blue)
    #expect(fill.layer(in: rect).path == RoundedRectangle(cornerRadius: 12).path(in: rect))
    #expect(fill.layer(in: rect).style == AnyShapeStyle(Color.blue))
    #expect(fill.layer(in: rect).drawing == .fill(FillStyle()))
    #expect(fill.layerBackground == nil)
    let stroke = Circle().stroke(.red, lineWidth: 2)
    #expect(stroke.layer(in: rect).drawing == .stroke(StrokeStyle(lineWidth: 2)))
    #expect(stroke.layerBackground == nil)
    // A shape used as a view is filled with the foreground style.
    #expect(Circle().body.layer(in: rect).style == AnyShapeStyle(ForegroundStyle()))
  }

  @Test func strokeBorderInsetsByHalfTheLine() {
    let border = Rectangle().strokeBorder(.gray, lineWidth: 4)
    #expect(border.layer(in: rect).path.boundingRect == rect.insetBy(dx: 2, dy: 2))
  }

  @Test func chainedShapeViewsDrawOverTheirBackground() {
    let layered = Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)
    #expect(layered.layer(in: rect).drawing == .stroke(StrokeStyle(lineWidth: 8)))
    let beneath = layered.layerBackground as? any ShapeLayerView
    #expect(beneath?.layer(in: rect).style == AnyShapeStyle(Color.yellow))
    #expect(beneath?.layerBackground == nil)
  }
}
