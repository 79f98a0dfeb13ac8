/// Related controls shown together: its buttons side by side in a row.
///
/// ```swift
/// ControlGroup {
///   Button("Decrease") { count -= 1 }
///   Button("Increase") { count += 1 }
/// }
/// ```
///
/// `controlGroupStyle(_:)` draws it another way (`.menu` as a menu of the controls).
public struct ControlGroup<Content: View>: View {
  private let content: Content
  /// The group's label, which a menu style opens the controls from.
  package var label: any View = EmptyView()
  @Environment(\.controlGroupStyle) private var style

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    let style = self.style ?? .automatic
    let configuration = ControlGroupStyleConfiguration(content: content, label: label)
    StyledBody { context in style.makeBody(configuration, context: context) }
      .environment(\.controlGroupStyle, style.outerStyle)
  }
}
