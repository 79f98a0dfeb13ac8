/// A value views inside pass up to the views around them, after layout: read it with
/// `onPreferenceChange`, `overlayPreferenceValue` or `backgroundPreferenceValue`.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///   static let defaultValue: CGFloat = 0
///   static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///     value = max(value, nextValue())
///   }
/// }
/// ```
public protocol PreferenceKey {
  associatedtype Value
  /// The value when no view inside sets one.
  static var defaultValue: Value { get }
  /// Combines the values of sibling views, in order: `value` holds those so far.
  static func reduce(value: inout Value, nextValue: () -> Value)
}
