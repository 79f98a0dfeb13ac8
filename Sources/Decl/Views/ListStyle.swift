/// How a `List` draws its rows and sections. In a terminal the styles differ in their section
/// headers and the space between sections (see the README's differences table): the grouped
/// styles (`.automatic`, `.insetGrouped`, `.grouped`) upper-case headers and leave a blank row
/// around sections; the plain ones (`.plain`, `.inset`) keep headers' case, draw them bold and
/// stack sections directly; `.sidebar` keeps headers' case, draws them bold and leaves a blank
/// row.
///
/// ```swift
/// List(items) { ItemRow(item: $0) }.listStyle(.insetGrouped)
/// ```
public protocol ListStyle {
  /// The terminal look this style stands for.
  var _kind: ListStyleKind { get }
}

/// The looks list styles stand for.
public enum ListStyleKind: Hashable, Sendable {
  case automatic, plain, grouped, inset, insetGrouped, sidebar

  /// Whether section headers are upper-cased with a blank row around sections.
  package var isGrouped: Bool { self == .automatic || self == .grouped || self == .insetGrouped }
}

/// The platform's default: inset grouped, as on iOS.
public struct DefaultListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .automatic }
}

/// Rows one after another, sections without space between them.
public struct PlainListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .plain }
}

/// Sections set apart, headers upper-cased.
public struct GroupedListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .grouped }
}

/// A plain list inset from the edges.
public struct InsetListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .inset }
}

/// Grouped sections inset from the edges.
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .insetGrouped }
}

/// A sidebar's list: bold section headers in their own case.
public struct SidebarListStyle: ListStyle {
  public init() {}
  public var _kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }

  /// macOS's inset list with alternating row backgrounds; the rows are not striped.
  public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension EnvironmentValues {
  /// The style of lists inside.
  @Entry package var listStyle: ListStyleKind = ListStyleKind.automatic
}

extension View {
  /// Sets the style of lists inside.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listStyle, style._kind)
  }
}
