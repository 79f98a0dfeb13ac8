import Decl

/// What a list's style and environment make of its rows: the columns a row is inset by, the
/// rows left between rows and around sections, whether rows are separated, and how section
/// headers look.
struct ListMetrics {
  /// Columns free on each side of a row by default.
  var rowInset = 1
  /// Blank rows between two rows (`listRowSpacing`).
  var rowSpacing = 0
  /// Blank rows around a section: one in the grouped styles and the sidebar, none in the
  /// plain ones (`listSectionSpacing` sets it).
  var sectionGap = 1
  /// Whether two rows one after the other have a separator row between them: in every style
  /// but the sidebar's, as on iOS, unless `listRowSpacing` sets the rows apart (iOS then
  /// draws each row as a card of its own).
  var separatesRows = true
  var style = ListStyleKind.automatic

  init(environment: EnvironmentValues) {
    let scale = environment.pointScale
    style = environment.listStyle
    rowSpacing = environment.listRowSpacing.map { max(0, scale.cells($0, along: .vertical)) } ?? 0
    let styleGap = style == .plain || style == .inset ? 0 : 1
    sectionGap =
      environment.listSectionSpacing.points.map { max(0, scale.cells($0, along: .vertical)) }
      ?? styleGap
    separatesRows = style != .sidebar && rowSpacing == 0
  }

  /// Whether rows sit in inset cards (`.insetGrouped`, the default, and `.inset`): a
  /// separator then ends at the row's trailing inset, where in `.grouped` and `.plain` it runs
  /// to the list's edge, as iOS draws them.
  var isInset: Bool { style == .automatic || style == .insetGrouped || style == .inset }

  /// Metrics for rows outside any list (a section in a stack): no insets, gaps or separators.
  static let bare: ListMetrics = {
    var metrics = ListMetrics(environment: EnvironmentValues())
    metrics.rowInset = 0
    metrics.sectionGap = 0
    metrics.separatesRows = false
    return metrics
  }()
}
