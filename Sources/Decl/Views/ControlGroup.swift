/// Related controls shown together: its buttons side by side in a row.
///
/// ```swift
/// ControlGroup {
///   Button("Decrease") { count -= 1 }
///   Button("Increase") { count += 1 }
/// }
/// ```
public struct ControlGroup<Content: View>: View {
  private let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    HStack { content }
  }
}
