import Foundation

extension View {
  /// Runs `action` with a value computed from this view's geometry (in points) whenever it
  /// changes, and with its first value, after the frame's layout.
  ///
  /// ```swift
  /// Text(message).onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
  /// ```
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
  }

  /// Runs `action` with the old and new values computed from this view's geometry whenever
  /// they differ (the first time, both are the first value).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform, action: action))
  }
}

/// `onGeometryChange(for:of:action:)`: what to compute from the geometry, and what to run.
package struct GeometryChangeModifier<T: Equatable>: ViewModifier {
  package let transform: (GeometryProxy) -> T
  package let action: (_ oldValue: T, _ newValue: T) -> Void

  package typealias Body = Never
}
