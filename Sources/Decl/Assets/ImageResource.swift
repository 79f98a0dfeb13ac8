import Foundation

/// An image set in an asset catalog, as Xcode's generated asset symbols name it.
///
/// ```swift
/// extension ImageResource {
///   static let logo = ImageResource(name: "Logo", bundle: .main)
/// }
/// Image(.logo)
/// ```
public struct ImageResource: Hashable, Sendable {
  package let name: String
  package let bundle: Bundle

  /// The image set `name` in `bundle`'s asset catalog.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}
