import Foundation

/// The shape of a bordered button's border (`buttonBorderShape`). Buttons in a terminal have
/// one look, so it is accepted and ignored.
public struct ButtonBorderShape: Equatable, Sendable {
  private let name: String

  private init(_ name: String) { self.name = name }

  /// The style's own shape.
  public static let automatic = ButtonBorderShape("automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape("capsule")
  /// A circle.
  public static let circle = ButtonBorderShape("circle")
  /// A rounded rectangle.
  public static let roundedRectangle = ButtonBorderShape("roundedRectangle")

  /// A rounded rectangle with corners of `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape("roundedRectangle \(radius)")
  }
}

extension ButtonBorderShape: InsettableShape {
  /// The outline: a capsule, a circle, or a rectangle rounded by the radius (8 points for
  /// `.automatic` and `.roundedRectangle`).
  public func path(in rect: CGRect) -> Path {
    switch name {
    case "capsule": return Capsule().path(in: rect)
    case "circle": return Circle().path(in: rect)
    default:
      let radius = Double(name.split(separator: " ").last ?? "") ?? 8
      return RoundedRectangle(cornerRadius: CGFloat(radius)).path(in: rect)
    }
  }

  /// The outline inset by `amount` on every side.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _InsetButtonBorderShape(base: self, amount: amount)
  }

  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// A button border shape drawn inside its frame by an amount.
public struct _InsetButtonBorderShape: InsettableShape {
  let base: ButtonBorderShape
  let amount: CGFloat

  public func path(in rect: CGRect) -> Path {
    base.path(in: rect.insetBy(dx: amount, dy: amount))
  }

  public func inset(by amount: CGFloat) -> _InsetButtonBorderShape {
    _InsetButtonBorderShape(base: base, amount: self.amount + amount)
  }
}

extension Shape where Self == ButtonBorderShape {
  /// The shape of bordered buttons, as a shape to draw with (`.background(.blue, in: .buttonBorder)`).
  public static var buttonBorder: ButtonBorderShape { .automatic }
}

extension View {
  /// Sets the border shape of bordered buttons inside: accepted and ignored.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}
