/// A label that shows or hides its content: a full-width row with the label at its leading edge
/// and a chevron in the tint colour at its trailing edge, pointing right (`›`) while collapsed
/// and down (`⌄`) with the content indented below it while expanded, as on iOS.
///
/// Enter, Space or a click on the label toggles it; → expands and ← collapses it while the
/// label is focused.
///
/// ```swift
/// DisclosureGroup("Details", isExpanded: $showsDetails) {
///   Text("Shipped on Monday")
/// }
/// ```
///
/// `disclosureGroupStyle(_:)` draws it another way.
public struct DisclosureGroup<Label: View, Content: View>: View {
  private let label: Label
  private let content: () -> Content
  private let isExpanded: Binding<Bool>?
  @State private var ownExpanded = false
  @Environment(\.disclosureGroupStyle) private var style

  /// A group that keeps whether it is expanded itself (it starts collapsed).
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    self.isExpanded = nil
  }

  /// A group expanded while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  public var body: some View {
    let expanded = isExpanded ?? $ownExpanded
    // The content is made only while it shows, as SwiftUI does.
    let configuration = DisclosureGroupStyleConfiguration(
      label: label, content: expanded.wrappedValue ? content() : EmptyView(),
      isExpanded: expanded)
    (style ?? .automatic).body(for: configuration, restoringOuterAt: \.disclosureGroupStyle)
  }
}

extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(label) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}

/// The label of a disclosure group or a collapsible section: a control showing the label and
/// `›` or `⌄` at the trailing edge, which toggles `isExpanded`.
package struct DisclosureLabel: View {
  package let isExpanded: Binding<Bool>
  package let label: any View

  package init(isExpanded: Binding<Bool>, label: any View) {
    self.isExpanded = isExpanded
    self.label = label
  }

  package typealias Body = Never
}

/// How a disclosure label looks: the label, then at the trailing edge the chevron in the tint
/// colour (iOS turns it from right to down as the group expands).
package struct DisclosureLabelBody: View {
  package let isExpanded: Binding<Bool>
  package let label: any View
  @Environment(\.tint) private var tint
  @Environment(\.isEnabled) private var isEnabled

  package init(isExpanded: Binding<Bool>, label: any View) {
    self.isExpanded = isExpanded
    self.label = label
  }

  package var body: some View {
    CellStackLayout(.horizontal, spacing: 0) {
      AnyView(label)
      Spacer(minLength: 1)
      Text(isExpanded.wrappedValue ? "⌄" : "›")
        .foregroundColor(isEnabled ? (tint ?? .accentColor) : .gray)
    }
    .disabledForeground(isEnabled)
  }
}
