import Foundation

/// Arranges views in a column. Default spacing: no blank rows between views.
public struct VStack<Content: View>: View, ComposedView {
  /// The stack's layout, which `VStackLayout` also gives user code.
  package let layout: VStackLayout
  package let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public typealias Body = Never
  package var composition: ViewComposition { .column(content) }
}

/// Arranges views in a row. Default spacing: one column between views.
public struct HStack<Content: View>: View {
  /// The stack's layout, which `HStackLayout` also gives user code.
  package let layout: HStackLayout
  package let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  public typealias Body = Never
}

/// Layers views on top of each other, later views in front.
public struct ZStack<Content: View>: View {
  /// The stack's layout, which `ZStackLayout` also gives user code.
  package let layout: ZStackLayout
  package let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.layout = ZStackLayout(alignment: alignment)
    self.content = content()
  }

  public typealias Body = Never
}
