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

extension View {
  /// Sets the border shape of bordered buttons inside: accepted and ignored.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}
