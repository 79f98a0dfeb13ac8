/// Two or three columns side by side (sidebar, optional content, detail), where a selection in
/// one column decides what the next shows. Each column is a navigation stack of its own (with
/// its `navigationTitle` and toolbar in a title bar), unless it is one already.
///
/// On a terminal narrower than 60 columns the split view collapses into one stack, as on an
/// iPhone: the sidebar is the root screen, choosing a row of its `List(selection:)` (Enter or
/// a click) pushes the next column, and going back (Escape, the back button) clears that
/// selection.
///
/// ```swift
/// NavigationSplitView {
///   List(companies, selection: $companyID) { Text($0.name) }
///     .navigationTitle("Companies")
/// } detail: {
///   CompanyView(id: companyID)
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  package let sidebar: Sidebar
  package let content: Content
  package let detail: Detail
  package let columnVisibility: Binding<NavigationSplitViewVisibility>?

  /// Three columns.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: nil, sidebar: sidebar(), content: content(), detail: detail())
  }

  /// Three columns whose leading ones show as `columnVisibility` says.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, sidebar: sidebar(), content: content(), detail: detail())
  }

  /// Three columns; the collapsed form shows the column the selections lead to, whatever
  /// `preferredCompactColumn` says.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, sidebar: sidebar(), content: content(), detail: detail())
  }

  /// Three columns; the collapsed form shows the column the selections lead to.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: nil, sidebar: sidebar(), content: content(), detail: detail())
  }

  package init(
    columnVisibility: Binding<NavigationSplitViewVisibility>?, sidebar: Sidebar,
    content: Content, detail: Detail
  ) {
    self.sidebar = sidebar
    self.content = content
    self.detail = detail
    self.columnVisibility = columnVisibility
  }

  public typealias Body = Never
}

extension NavigationSplitView where Content == EmptyView {
  /// Two columns: a sidebar and the detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(columnVisibility: nil, sidebar: sidebar(), content: EmptyView(), detail: detail())
  }

  /// Two columns whose sidebar shows as `columnVisibility` says.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, sidebar: sidebar(), content: EmptyView(),
      detail: detail())
  }

  /// Two columns; the collapsed form shows the column the selection leads to.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      columnVisibility: columnVisibility, sidebar: sidebar(), content: EmptyView(),
      detail: detail())
  }

  /// Two columns; the collapsed form shows the column the selection leads to.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility: nil, sidebar: sidebar(), content: EmptyView(), detail: detail())
  }
}

/// Which columns of a navigation split view show side by side.
public struct NavigationSplitViewVisibility: Hashable, Codable, Sendable {
  private let name: String

  /// Every column.
  public static let all = NavigationSplitViewVisibility(name: "all")
  /// The content and detail columns (with two columns: the sidebar and the detail).
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  /// The detail column only.
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
  /// Every column, in a terminal.
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}

/// A column of a navigation split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  private let name: String

  public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
  public static let content = NavigationSplitViewColumn(name: "content")
  public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// How a navigation split view arranges its columns; in a terminal they always share the width
/// side by side.
public protocol NavigationSplitViewStyle: Sendable {}

/// The platform's default.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

/// Leading columns beside the detail, which narrows to make room.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

/// Leading columns over a detail that keeps its size; a terminal shows them side by side.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: AutomaticNavigationSplitViewStyle {
    AutomaticNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: BalancedNavigationSplitViewStyle {
    BalancedNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Accepted: a terminal shows a split view's columns side by side in every style.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    self
  }

  /// The width of the split view column this view is in, in points.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    modifier(ColumnWidthModifier(min: nil, ideal: width, max: nil))
  }

  /// The width of the split view column this view is in, in points: `ideal`, kept between
  /// `min` and `max`.
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    modifier(ColumnWidthModifier(min: min, ideal: ideal, max: max))
  }
}

/// `navigationSplitViewColumnWidth`: the width the column wants, in points.
package struct ColumnWidthModifier: ViewModifier {
  package let min: CGFloat?
  package let ideal: CGFloat
  package let max: CGFloat?

  package typealias Body = Never
}
