import Foundation

/// Arranges views in a column. Default spacing: no blank rows between views.
public struct VStack<Content: View>: View, PrimitiveView {
  package let alignment: HorizontalAlignment
  package let spacing: Int?
  package let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map { max(0, $0.cells) }
    self.content = content()
  }

  public typealias Body = Never
  package var primitive: Primitive {
    .container(.vStack(alignment: alignment, spacing: spacing), content: content)
  }
}

/// Arranges views in a row. Default spacing: one column between views.
public struct HStack<Content: View>: View, PrimitiveView {
  package let alignment: VerticalAlignment
  package let spacing: Int?
  package let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map { max(0, $0.cells) }
    self.content = content()
  }

  public typealias Body = Never
  package var primitive: Primitive {
    .container(.hStack(alignment: alignment, spacing: spacing), content: content)
  }
}

/// Layers views on top of each other, later views in front.
public struct ZStack<Content: View>: View, PrimitiveView {
  package let alignment: Alignment
  package let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public typealias Body = Never
  package var primitive: Primitive { .container(.zStack(alignment: alignment), content: content) }
}

/// A column that SwiftUI builds lazily; Decl lays out only what is visible in lists, so this
/// is an ordinary `VStack`.
public typealias LazyVStack = VStack

/// A row that SwiftUI builds lazily; here an ordinary `HStack`.
public typealias LazyHStack = HStack
