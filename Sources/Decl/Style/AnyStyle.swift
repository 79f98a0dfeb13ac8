/// A style of any type, type-erased so the environment can carry it: one erasure for every
/// style protocol (buttons, toggles, labels, progress views, and the ones to come), each with
/// its own configuration type.
///
/// Making the body installs the style's own dynamic properties (`@Environment`, `@State`) in
/// the node that shows it first, as SwiftUI does for styles.
package struct AnyStyle<Configuration>: Sendable {
  /// The style's type, for code that treats some styles differently.
  package let styleType: Any.Type
  private let body: @MainActor (Configuration, (any DynamicPropertyContext)?) -> any View
  /// The style this one was applied inside (none: the automatic one), which the views a style
  /// makes from its configuration (`ProgressView(configuration)`) are drawn in, so a style
  /// that decorates the standard look does not draw itself again.
  private var outer: [AnyStyle] = []

  /// Erases `style`; `body` is its `makeBody(configuration:)`.
  @MainActor package init<Style>(
    _ style: Style, body: @escaping @MainActor (Style, Configuration) -> any View
  ) {
    styleType = Style.self
    self.body = { configuration, context in
      var installed = style
      if let context { DynamicPropertyInstaller.install(&installed, context: context) }
      return body(installed, configuration)
    }
  }

  /// This style, applied inside `previous`.
  package func stacked(over previous: AnyStyle?) -> AnyStyle {
    var stacked = self
    stacked.outer = previous.map { [$0] } ?? []
    return stacked
  }

  /// The style the views this style's body makes from its configuration are drawn in.
  package var outerStyle: AnyStyle? { outer.first }

  /// The styled body for `configuration`, with the style's dynamic properties kept in
  /// `context` (the node showing it), if there is one.
  @MainActor package func makeBody(
    _ configuration: Configuration, context: (any DynamicPropertyContext)?
  ) -> any View {
    body(configuration, context)
  }
}

extension AnyStyle {
  /// The view this style draws for `configuration`, its dynamic properties kept in the node
  /// showing it.
  @MainActor package func body(for configuration: Configuration) -> StyledBody {
    StyledBody { context in makeBody(configuration, context: context) }
  }

  /// The view this style draws for `configuration`, with the style it was applied inside put
  /// back at `keyPath` for the views its body makes from the configuration
  /// (`Label(configuration)`), so a style that decorates the standard look is not drawn again.
  @MainActor package func body(
    for configuration: Configuration,
    restoringOuterAt keyPath: WritableKeyPath<EnvironmentValues, AnyStyle?>
  ) -> some View {
    body(for: configuration).environment(keyPath, outerStyle)
  }
}

extension View {
  /// Draws the views inside whose style is kept at `keyPath` with `style`, applied inside the
  /// style already there (the one the views its body makes from its configuration are drawn in).
  package func environment<Configuration>(
    _ keyPath: WritableKeyPath<EnvironmentValues, AnyStyle<Configuration>?>,
    stacking style: AnyStyle<Configuration>
  ) -> some View {
    modifier(EnvironmentWriter { $0[keyPath: keyPath] = style.stacked(over: $0[keyPath: keyPath]) })
  }
}
