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
    let configuration = ControlGroupStyleConfiguration(content: content, label: label)
    (style ?? .automatic).body(for: configuration, restoringOuterAt: \.controlGroupStyle)
  }
}

extension ControlGroup {
  /// A group with a label: where SwiftUI folds the group into a menu under the label (a
  /// toolbar's overflow, a menu), Decl still shows the controls in a row, so the label is not
  /// drawn.
  public init<C: View, L: View>(
    @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
  ) where Content == LabeledControlGroupContent<C, L> {
    self.init { LabeledControlGroupContent(content: content(), label: label()) }
  }

  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  public init<C: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(titleKey, systemImage: systemImage) }
  }

  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(title, systemImage: systemImage) }
  }

  public init<C: View>(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(titleKey, image: image) }
  }

  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(title, image: image) }
  }
}

/// The content of a `ControlGroup` made with a label: its controls (the label names the group
/// where SwiftUI shows it as a menu).
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  package let content: Content
  package let label: Label

  public var body: some View { content }
}
