import Foundation

/// One drawing of a shape as the renderer sees it: an outline in points, a style, and whether
/// it is filled or stroked.
package struct ShapeLayer {
  /// How the outline is drawn.
  package enum Drawing: Equatable {
    case fill(FillStyle)
    case stroke(StrokeStyle)
  }

  package var path: Path
  package var style: AnyShapeStyle
  package var drawing: Drawing
}

/// What the renderer reads from any shape view, whatever its generic parameters: its own layer,
/// and the view drawn beneath it (`Capsule().fill(.yellow).stroke(.blue)` strokes over a fill).
package protocol ShapeLayerView {
  /// This view's layer in a frame of `rect` points.
  func layer(in rect: CGRect) -> ShapeLayer
  /// The view drawn beneath this one; nil when there is none.
  var layerBackground: (any View)? { get }
  /// The size the shape takes for a proposal, in points (`Shape.sizeThatFits`).
  func shapeSize(_ proposal: ProposedViewSize) -> CGSize
}

extension ShapeLayerView where Self: ShapeView {
  package func shapeSize(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension _ShapeView: ShapeLayerView {
  package func layer(in rect: CGRect) -> ShapeLayer {
    ShapeLayer(path: shape.path(in: rect), style: AnyShapeStyle(style), drawing: .fill(fillStyle))
  }

  package var layerBackground: (any View)? { nil }
}

extension FillShapeView: ShapeLayerView {
  package func layer(in rect: CGRect) -> ShapeLayer {
    ShapeLayer(path: shape.path(in: rect), style: AnyShapeStyle(style), drawing: .fill(fillStyle))
  }

  package var layerBackground: (any View)? { background is EmptyView ? nil : background }
}

extension StrokeShapeView: ShapeLayerView {
  package func layer(in rect: CGRect) -> ShapeLayer {
    ShapeLayer(
      path: shape.path(in: rect), style: AnyShapeStyle(style), drawing: .stroke(strokeStyle))
  }

  package var layerBackground: (any View)? { background is EmptyView ? nil : background }
}

extension StrokeBorderShapeView: ShapeLayerView {
  /// The outline inset by half the line width, so the line stays inside the frame.
  package func layer(in rect: CGRect) -> ShapeLayer {
    ShapeLayer(
      path: insetShape.path(in: rect), style: AnyShapeStyle(style), drawing: .stroke(strokeStyle))
  }

  package var layerBackground: (any View)? { background is EmptyView ? nil : background }
}
