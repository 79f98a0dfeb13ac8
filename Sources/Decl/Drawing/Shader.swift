import Foundation

/// A Metal shader function with its arguments, for `colorEffect`, `.shader` shading and the
/// shader filters. A terminal runs no Metal: a shader is kept, and what it would draw is drawn
/// in the foreground style (shading) or left as it is (filters and effects).
public struct Shader: Equatable, Sendable {
  /// A value passed to a shader function.
  public struct Argument: Equatable, Sendable {
    private let value: String

    private init(_ value: String) { self.value = value }

    /// A float.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
      Argument("float \(Double(x))")
    }

    /// Two floats.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
      Argument("float2 \(Double(x)) \(Double(y))")
    }

    /// Three floats.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
      Argument("float3 \(Double(x)) \(Double(y)) \(Double(z))")
    }

    /// Four floats.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
      Argument("float4 \(Double(x)) \(Double(y)) \(Double(z)) \(Double(w))")
    }

    /// A point as two floats.
    public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }

    /// A size as two floats.
    public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }

    /// A vector as two floats.
    public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }

    /// An array of floats.
    public static func floatArray(_ array: [Float]) -> Argument { Argument("floats \(array)") }

    /// The bounding rectangle of what the shader draws.
    public static var boundingRect: Argument { Argument("boundingRect") }

    /// A colour.
    public static func color(_ color: Color) -> Argument { Argument("color \(color)") }

    /// An array of colours.
    public static func colorArray(_ array: [Color]) -> Argument { Argument("colors \(array)") }

    /// An image.
    public static func image(_ image: Image) -> Argument { Argument("image \(image.source)") }

    /// Raw bytes.
    public static func data(_ data: Data) -> Argument { Argument("data \(data.count)") }
  }

  /// The function the shader runs.
  public var function: ShaderFunction
  /// The arguments it is called with.
  public var arguments: [Argument]
  /// Whether the shader's colour output is dithered.
  public var dithersColor = false

  /// A shader calling `function` with `arguments`.
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }
}

/// A shader function of a library, called like a function to make a `Shader`:
/// `ShaderLibrary.wave(.float(time))`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  /// The library holding the function.
  public var library: ShaderLibrary
  /// The function's name.
  public var name: String

  /// The function `name` of `library`.
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  /// A shader calling this function with `args`.
  public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: args)
  }
}

/// A library of Metal shader functions, whose functions are its members:
/// `ShaderLibrary.default.wave`, or `ShaderLibrary.wave` for the default library.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
  private let origin: String

  private init(origin: String) { self.origin = origin }

  /// The library of the main bundle.
  public static let `default` = ShaderLibrary(origin: "default")

  /// The library of a bundle.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
    ShaderLibrary(origin: bundle.bundlePath)
  }

  /// A library from compiled Metal data.
  public init(data: Data) { origin = "data \(data.count)" }

  /// A library from a compiled Metal file.
  public init(url: URL) { origin = url.absoluteString }

  /// The function `name` of this library.
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }

  /// The function `name` of the default library.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
}
