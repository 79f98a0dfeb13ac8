import Foundation

extension GraphicsContext {
  /// What fills or strokes a path: a colour, a style, a gradient laid out in the context's
  /// coordinates, an image or a shader.
  public struct Shading: Sendable {
    package enum Storage: Sendable {
      /// A colour or any shape style, laid over the canvas.
      case style(AnyShapeStyle)
      /// The canvas's foreground style.
      case foreground
      /// What is already drawn: nothing changes.
      case backdrop
      /// A gradient in the canvas's points.
      case gradient(Gradient, CanvasGradientGeometry, GradientOptions)
      /// An image repeated over the plane; cells cannot tile a bitmap: the foreground style.
      case tiledImage(Image)
      /// A shader, which a terminal cannot run: the foreground style.
      case shader(Shader)
      /// Shadings for the layers of a multicolour symbol; a path takes the first.
      case palette([Shading])
    }

    package let storage: Storage

    package init(storage: Storage) { self.storage = storage }

    /// What is already drawn under the shape.
    public static var backdrop: Shading { Shading(storage: .backdrop) }

    /// The canvas's foreground style.
    public static var foreground: Shading { Shading(storage: .foreground) }

    /// Shadings for the layers of a multicolour symbol; a path is drawn with the first.
    public static func palette(_ array: [Shading]) -> Shading { Shading(storage: .palette(array)) }

    /// One colour.
    public static func color(_ color: Color) -> Shading { Shading(storage: .style(color._erased)) }

    /// One colour from red, green and blue components between 0 and 1.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
      opacity: Double = 1
    ) -> Shading {
      color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A grey of a white level between 0 and 1.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
    ) -> Shading {
      color(Color(colorSpace, red: white, green: white, blue: white, opacity: opacity))
    }

    /// A shader; a terminal runs none and paints the foreground style.
    public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> Shading {
      Shading(storage: .shader(shader))
    }

    /// Any shape style, laid over the whole canvas.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(storage: .style(style._erased))
    }

    /// Colours along the line from `startPoint` to `endPoint`.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(storage: .gradient(gradient, .linear(startPoint, endPoint), options))
    }

    /// Colours by distance from `center`, from `startRadius` to `endRadius`.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(storage: .gradient(gradient, .radial(center, startRadius, endRadius), options))
    }

    /// Colours by angle about `center`, starting at `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(storage: .gradient(gradient, .conic(center, angle), options))
    }

    /// An image repeated over the plane.
    public static func tiledImage(
      _ image: Image, origin: CGPoint = .zero,
      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> Shading {
      Shading(storage: .tiledImage(image))
    }

    /// The shading with its geometry moved by `transform` into the canvas's coordinates.
    func applying(_ transform: CGAffineTransform) -> Shading {
      guard case .gradient(let gradient, let geometry, let options) = storage,
        !transform.isIdentity
      else { return self }
      let moved: CanvasGradientGeometry
      switch geometry {
      case .linear(let start, let end):
        moved = .linear(start.applying(transform), end.applying(transform))
      case .radial(let center, let start, let end):
        let scale = transform.lengthScale
        moved = .radial(center.applying(transform), start * scale, end * scale)
      case .conic(let center, let angle):
        moved = .conic(
          center.applying(transform),
          Angle(radians: angle.radians + atan2(transform.b, transform.a)))
      }
      return Shading(storage: .gradient(gradient, moved, options))
    }
  }

  /// How a gradient shading is laid out.
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The gradient repeats past its ends.
    public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
    /// The gradient repeats past its ends, backwards every other time.
    public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
    /// Colours are interpolated in linear colour.
    public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
  }
}

/// A gradient shading's geometry, in the canvas's points.
package enum CanvasGradientGeometry: Sendable {
  case linear(CGPoint, CGPoint)
  case radial(CGPoint, CGFloat, CGFloat)
  case conic(CGPoint, Angle)
}
