import Foundation

/// A length that grows with the Dynamic Type size, as a font of its text style does. A terminal
/// has one text size, so the length is the value given at every size.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) var iconSize = 24
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let value: Value

  /// A length scaled as body text is.
  public init(wrappedValue: Value) { value = wrappedValue }

  /// A length scaled as text of `textStyle` is.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { value = wrappedValue }

  /// The length at the current text size.
  public var wrappedValue: Value { value }
}
