import Foundation

/// A colour set in an asset catalog, as Xcode's generated asset symbols name it.
///
/// ```swift
/// extension ColorResource {
///   static let brand = ColorResource(name: "Brand", bundle: .main)
/// }
/// Color(.brand)
/// ```
public struct ColorResource: Hashable, Sendable {
  package let name: String
  package let bundle: Bundle

  /// The colour set `name` in `bundle`'s asset catalog.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}
