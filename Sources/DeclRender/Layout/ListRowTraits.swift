import Decl
import DeclCanvas
import DeclGraph

/// What one row of a list was given with row modifiers (`listRowInsets`, `listRowBackground`,
/// `listRowSeparator`, `badge`), read where SwiftUI reads a row's traits: on the row, or on the
/// views it is made of down to its first container.
@MainActor
struct ListRowTraits {
  /// Cells free around the row's content inside its part of the list.
  var leading: Int
  var trailing: Int
  var top = 0
  var bottom = 0
  var background: Color?
  /// What `listRowSeparator` and `listRowSeparatorTint` asked of the row's separators.
  var separators = ListSeparators()
  /// Separator rows the row asked for (`.visible`) above and below itself, in these colours.
  var topSeparator: Color?
  var bottomSeparator: Color?
  /// The badge shown at the end of the row's first line.
  var badge: String?

  /// The traits of `row` in a container with `metrics`. A section's header and footer, and a
  /// section itself, take the default inset and nothing else.
  init(_ row: ViewNode, metrics: ListMetrics) {
    leading = metrics.rowInset
    trailing = metrics.rowInset
    if row.behavior is any ListSectionBehavior {
      leading = 0
      trailing = 0
      return
    }
    guard row.key.role != .header, row.key.role != .footer else { return }
    let settings = Self.environment(of: row).listRowSettings
    if let insets = settings.insets {
      let cells = row.environment.pointScale.cells(insets)
      (leading, trailing, top, bottom) = (cells.leading, cells.trailing, cells.top, cells.bottom)
    }
    background = settings.background
    separators = settings.separators
    if separators.top == .visible { topSeparator = separators.topTint ?? .listSeparator }
    if separators.bottom == .visible { bottomSeparator = separators.bottomTint ?? .listSeparator }
    badge = Self.badge(of: row)?.plainString
    if let badge, !badge.isEmpty { trailing += TerminalWidth.of(badge) + 1 }
  }

  /// Rows the row takes beyond its content: insets and separators.
  var extraHeight: Int {
    top + bottom + (topSeparator == nil ? 0 : 1) + (bottomSeparator == nil ? 0 : 1)
  }

  /// Rows above the content: the top inset and separator.
  var above: Int { top + (topSeparator == nil ? 0 : 1) }

  /// The environment of the innermost view the row is made of before a container: row
  /// modifiers set inside `padding` or a selectable row still count.
  static func environment(of row: ViewNode) -> EnvironmentValues {
    var node = row
    while node.children.count == 1 {
      node = node.children[0]
    }
    return node.environment
  }

  /// The row's badge: on the modifiers around it (looking through the views layout looks
  /// through) or inside it down to its first container; none when a view in the row shows it
  /// (a `NavigationLink`, before its chevron).
  private static func badge(of row: ViewNode) -> Text? {
    var node: ViewNode? = row
    while let current = node {
      if let badge = current.modifier(BadgeModifier.self) {
        // A row that draws its own badge (a `NavigationLink`, before its chevron) keeps it.
        let shown = current.descendant { $0.view is any ShowsListRowBadge } != nil
        return shown ? nil : badge.label
      }
      guard current.children.count == 1 else { break }
      node = current.children[0]
    }
    var ancestor = row.parent
    while let current = ancestor, current.behavior.isTransparent, current.children.count == 1 {
      if let badge = current.modifier(BadgeModifier.self) {
        // A row that draws its own badge (a `NavigationLink`, before its chevron) keeps it.
        let shown = current.descendant { $0.view is any ShowsListRowBadge } != nil
        return shown ? nil : badge.label
      }
      ancestor = current.parent
    }
    return nil
  }
}

extension Color {
  /// The colour separators are drawn in: iOS's opaque separator grey.
  static var listSeparator: Color { UIColor.opaqueSeparator.color }
}
