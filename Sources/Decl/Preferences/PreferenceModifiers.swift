import Foundation

extension View {
  /// Sets `key`'s value for this view and everything in it, for the views around it to read.
  ///
  /// ```swift
  /// Text(title).preference(key: TitleKey.self, value: title)
  /// ```
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWriterModifier<K> { _, _ in value })
  }

  /// Changes the value of `key` that the views inside set.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(
      PreferenceWriterModifier<K> { inner, _ in
        var value = inner ?? K.defaultValue
        callback(&value)
        return value
      })
  }

  /// Sets `key`'s value from an anchor of this view (its bounds, a point), which a
  /// `GeometryProxy` reads in its own coordinates.
  public func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(
      PreferenceWriterModifier<K> { _, bounds in
        transform(Anchor(bounds: bounds, source: value))
      })
  }

  /// Changes `key`'s value from the views inside with an anchor of this view.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(
      PreferenceWriterModifier<K> { inner, bounds in
        var result = inner ?? K.defaultValue
        transform(&result, Anchor(bounds: bounds, source: value))
        return result
      })
  }

  /// Runs `action` with `key`'s value from the views inside whenever it changes (and with its
  /// first value), after the frame's layout: a state write there updates the next pass, never
  /// a body being evaluated.
  ///
  /// ```swift
  /// content.onPreferenceChange(WidthKey.self) { width = $0 }
  /// ```
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeModifier<K>(action: action))
  }

  /// Draws a view made from `key`'s value (from the views inside) over this view, in its
  /// frame.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceDecorationModifier<K>(
        alignment: alignment, inFront: true, transform: { AnyView(transform($0)) }))
  }

  /// Draws a view made from `key`'s value (from the views inside) behind this view, in its
  /// frame.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceDecorationModifier<K>(
        alignment: alignment, inFront: false, transform: { AnyView(transform($0)) }))
  }
}

/// `preference`, `transformPreference`, `anchorPreference`: the value the modified view gives
/// `K`, from the value the views inside gave it (nil when none did) and the view's bounds on
/// the screen, in points.
package struct PreferenceWriterModifier<K: PreferenceKey>: ViewModifier {
  package let write: (_ inner: K.Value?, _ bounds: CGRect) -> K.Value

  package typealias Body = Never
}

/// `onPreferenceChange`: the action to run with each new value.
package struct PreferenceChangeModifier<K: PreferenceKey>: ViewModifier where K.Value: Equatable {
  package let action: (K.Value) -> Void

  package typealias Body = Never
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the view made from the value.
package struct PreferenceDecorationModifier<K: PreferenceKey>: ViewModifier {
  package let alignment: Alignment
  package let inFront: Bool
  package let transform: (K.Value) -> AnyView

  package typealias Body = Never
}
