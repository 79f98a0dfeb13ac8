import Decl

/// What a list's style and environment make of its rows: the columns a row is inset by, the
/// rows left between rows and around sections, and how section headers look.
struct ListMetrics {
  /// Columns free on each side of a row by default.
  var rowInset = 1
  /// Blank rows between two rows (`listRowSpacing`).
  var rowSpacing = 0
  /// Blank rows around a section: one in the grouped styles and the sidebar, none in the
  /// plain ones (`listSectionSpacing` sets it).
  var sectionGap = 1
  var style = ListStyleKind.automatic

  init(environment: EnvironmentValues) {
    let scale = environment.pointScale
    style = environment.listStyle
    rowSpacing = environment.listRowSpacing.map { max(0, scale.cells($0, along: .vertical)) } ?? 0
    let styleGap = style == .plain || style == .inset ? 0 : 1
    sectionGap =
      environment.listSectionSpacing.points.map { max(0, scale.cells($0, along: .vertical)) }
      ?? styleGap
  }

  /// Metrics for rows outside any list (a section in a stack): no insets, no gaps.
  static let bare: ListMetrics = {
    var metrics = ListMetrics(environment: EnvironmentValues())
    metrics.rowInset = 0
    metrics.sectionGap = 0
    return metrics
  }()
}
