// Sheets: modal content over the screen, the rest dimmed, focus kept inside. Escape dismisses
// (writing the presenting state back), and `onDismiss` runs however the sheet went away.

extension View {
  /// Presents `content` in a sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modal(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a sheet for `item` while it is not nil; a different item is a new sheet.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modal(.sheet, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents a sheet with a binding to the unwrapped value while it is not nil
  /// (SwiftUINavigation).
  public func sheet<Value, Content: View>(
    unwrapping value: Binding<Value?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Binding<Value>) -> Content
  ) -> some View {
    presentation(
      Presentation(
        style: .sheet, content: Binding(value).map(content),
        dismiss: { value.wrappedValue = nil }, onDismiss: onDismiss))
  }

  /// Presents a sheet while an optional enum is in one case (SwiftUINavigation).
  public func sheet<Enum, Case, Content: View>(
    unwrapping enum: Binding<Enum?>, case casePath: CasePath<Enum, Case>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Binding<Case>) -> Content
  ) -> some View {
    presentation(
      Presentation(
        style: .sheet, content: `enum`.case(casePath).map(content),
        dismiss: { `enum`.wrappedValue = nil }, onDismiss: onDismiss))
  }

  /// Presents `content` over the whole screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modal(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` over the whole screen for `item` while it is not nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modal(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
  }

  /// Sheets take the height they need in a terminal: accepted and ignored.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

  /// Sheets take the height they need in a terminal, so the selected detent stays what it is.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View { self }

  /// Fills the sheet this view is the content of with `style`, behind it.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    background(style)
  }

  /// Draws `content` behind the sheet this view is the content of.
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    background(alignment: alignment, content: content)
  }

  /// A terminal sheet has no drag indicator: accepted and ignored.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
}

extension View {
  private func modal<Content: View>(
    _ style: Presentation.Style, isPresented: Binding<Bool>,
    onDismiss: (@MainActor () -> Void)?, content: () -> Content
  ) -> some View {
    presentation(
      Presentation(
        style: style, content: isPresented.wrappedValue ? content() : nil,
        dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
  }

  private func modal<Item: Identifiable, Content: View>(
    _ style: Presentation.Style, item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?,
    content: (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    return presentation(
      Presentation(
        style: style, content: value.map(content), id: value.map { AnyHashable($0.id) },
        dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
  }
}

/// A height a sheet may rest at; a terminal sheet takes the height it needs.
public struct PresentationDetent: Hashable, Sendable {
  private let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction \(fraction)")
  }
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height \(height)")
  }

  /// A detent whose height a `CustomPresentationDetent` works out.
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(name: "custom \(String(reflecting: type))")
  }

  /// What a custom detent's height is worked out from: the largest height a sheet can have,
  /// and the environment.
  @dynamicMemberLookup
  public struct Context {
    /// The tallest a sheet can be, in points.
    public let maxDetentValue: CGFloat
    private let environment: EnvironmentValues

    package init(maxDetentValue: CGFloat, environment: EnvironmentValues) {
      self.maxDetentValue = maxDetentValue
      self.environment = environment
    }

    /// A value of the environment, as `context.verticalSizeClass`.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
      environment[keyPath: keyPath]
    }
  }
}

/// A sheet height a program works out itself (`.presentationDetents([.custom(BarDetent.self)])`);
/// terminal sheets take the height they need, so it is not asked.
public protocol CustomPresentationDetent {
  /// The sheet's height in `context`, or nil to leave the detent out.
  static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
  /// What the height is worked out from.
  public typealias Context = PresentationDetent.Context
}
