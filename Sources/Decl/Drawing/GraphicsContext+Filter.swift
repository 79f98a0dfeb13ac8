import Foundation

extension GraphicsContext {
  /// A change to what is drawn after it is added (`addFilter`). Colour filters change each
  /// cell's colours; blurs, shadows, shaders, projections and alpha filters have no cell
  /// equivalent and draw as if absent.
  public struct Filter: Sendable {
    package enum Storage: Sendable {
      /// A change of colour, on components between 0 and 1.
      case color(@Sendable ((Double, Double, Double)) -> (Double, Double, Double))
      /// A filter a terminal cannot draw.
      case ignored
    }

    package let storage: Storage

    private init(_ storage: Storage) { self.storage = storage }

    private static func color(
      _ body: @escaping @Sendable ((Double, Double, Double)) -> (Double, Double, Double)
    ) -> Filter {
      Filter(.color(body))
    }

    /// A projection of what is drawn; cells cannot be projected.
    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
      Filter(.ignored)
    }

    /// A shadow under what is drawn; cells cannot show one.
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
      x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
      options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      Filter(.ignored)
    }

    /// Multiplies each colour by `color`.
    public static func colorMultiply(_ color: Color) -> Filter {
      let (r, g, b) = components(of: color)
      return Self.color { ($0.0 * r, $0.1 * g, $0.2 * b) }
    }

    /// Maps each colour through `matrix`.
    public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
      color { matrix.apply($0) }
    }

    /// Turns each colour's hue by `angle`.
    public static func hueRotation(_ angle: Angle) -> Filter {
      let (cosine, sine) = (cos(angle.radians), sin(angle.radians))
      // The luminance-preserving hue rotation matrix of the SVG/CSS filter specification.
      return color { c in
        let (r, g, b) = c
        return (
          r * (0.213 + cosine * 0.787 - sine * 0.213) + g * (0.715 - cosine * 0.715 - sine * 0.715)
            + b * (0.072 - cosine * 0.072 + sine * 0.928),
          r * (0.213 - cosine * 0.213 + sine * 0.143) + g * (0.715 + cosine * 0.285 + sine * 0.140)
            + b * (0.072 - cosine * 0.072 - sine * 0.283),
          r * (0.213 - cosine * 0.213 - sine * 0.787) + g * (0.715 - cosine * 0.715 + sine * 0.715)
            + b * (0.072 + cosine * 0.928 + sine * 0.072)
        )
      }
    }

    /// Scales each colour's saturation by `amount` (0 grey, 1 unchanged).
    public static func saturation(_ amount: Double) -> Filter {
      color { c in
        let grey = luminance(c)
        return (
          grey + (c.0 - grey) * amount, grey + (c.1 - grey) * amount, grey + (c.2 - grey) * amount
        )
      }
    }

    /// Adds `amount` to each colour component.
    public static func brightness(_ amount: Double) -> Filter {
      color { ($0.0 + amount, $0.1 + amount, $0.2 + amount) }
    }

    /// Scales each component's distance from mid-grey by `amount`.
    public static func contrast(_ amount: Double) -> Filter {
      color { c in
        ((c.0 - 0.5) * amount + 0.5, (c.1 - 0.5) * amount + 0.5, (c.2 - 0.5) * amount + 0.5)
      }
    }

    /// Inverts each colour by `amount` (1 fully).
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      color { c in
        (
          c.0 + (1 - 2 * c.0) * amount, c.1 + (1 - 2 * c.1) * amount,
          c.2 + (1 - 2 * c.2) * amount
        )
      }
    }

    /// Turns each colour towards grey by `amount` (1 fully).
    public static func grayscale(_ amount: Double) -> Filter {
      saturation(1 - amount)
    }

    /// Turns luminance into opacity; a cell has no opacity: drawn as if absent.
    public static var luminanceToAlpha: Filter { Filter(.ignored) }

    /// Blurs what is drawn; cells cannot blur.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(.ignored)
    }

    /// Keeps what is drawn whose opacity is between `min` and `max`, in `color`; cells are
    /// opaque: drawn as if absent.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black)
      -> Filter
    {
      Filter(.ignored)
    }

    /// A colour shader; a terminal runs none.
    public static func colorShader(_ shader: Shader) -> Filter { Filter(.ignored) }

    /// A distortion shader; a terminal runs none.
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
      Filter(.ignored)
    }

    /// A layer shader; a terminal runs none.
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
      Filter(.ignored)
    }

    /// A colour's components between 0 and 1 (light appearance; white for the terminal's
    /// own colours, which a filter cannot know).
    private static func components(of color: Color) -> (Double, Double, Double) {
      switch color.storage {
      case .rgb(let red, let green, let blue): return (red, green, blue)
      case .system(let system):
        let (r, g, b) = system.components(in: .light)
        return (Double(r) / 255, Double(g) / 255, Double(b) / 255)
      case .appearance(let light, _): return components(of: light)
      case .clear: return (0, 0, 0)
      case .primary, .secondary, .accent: return (1, 1, 1)
      }
    }

    /// Rec. 709 luminance of sRGB components.
    private static func luminance(_ c: (Double, Double, Double)) -> Double {
      0.2126 * c.0 + 0.7152 * c.1 + 0.0722 * c.2
    }
  }
}
