/// A device a preview names (`"iPhone 15 Pro"`): accepted; previews show in the terminal.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  public let rawValue: String

  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The device named by a string literal.
  public init(stringLiteral: String) { self.rawValue = stringLiteral }
}
