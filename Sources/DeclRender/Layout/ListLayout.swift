import Decl
import DeclCanvas
import DeclGraph

/// Rows stacked top to bottom across a list (or a section of one): each inset as its traits
/// say (one column on each side by default), with the style's blank rows around sections,
/// `listRowSpacing`'s between rows, and a separator row between two rows where the style
/// separates them. Sections take the whole width and inset their own rows.
@MainActor
struct ListLayout {
  let rows: [ViewNode]
  let metrics: ListMetrics
  /// Whether more rows follow the last of `rows` (a lazy list's window ends before its end).
  var continues = false

  /// The size of the rows for a proposed width.
  func size(width: Int?) -> Size {
    var height = 0
    var widest = 0
    for (index, row) in rows.enumerated() {
      let traits = ListRowTraits(row, metrics: metrics)
      let rowWidth = width.map { max(0, $0 - traits.leading - traits.trailing) }
      let size = row.sizeThatFits(ProposedSize(width: rowWidth, height: nil))
      height += size.height + traits.extraHeight + gap(after: index)
      widest = max(widest, size.width + traits.leading + traits.trailing)
    }
    return Size(width: width ?? widest, height: height)
  }

  /// Places the rows from the top of `rect`.
  func place(in rect: Rect) {
    var y = rect.minY
    for (index, row) in rows.enumerated() {
      let traits = ListRowTraits(row, metrics: metrics)
      y += place(row, traits: traits, x: rect.minX, y: y, width: rect.width)
      y += gap(after: index)
    }
  }

  /// Places one row whose part of the list starts at `y`; returns the rows that part takes.
  func place(_ row: ViewNode, traits: ListRowTraits, x: Int, y: Int, width: Int) -> Int {
    let rowWidth = max(0, width - traits.leading - traits.trailing)
    let proposal = ProposedSize(width: rowWidth, height: nil)
    let height = row.sizeThatFits(proposal).height
    row.place(
      in: Rect(x: x + traits.leading, y: y + traits.above, width: rowWidth, height: height),
      proposal: proposal)
    return height + traits.extraHeight
  }

  /// Rows after row `index`: around a section, the section gap (at least one when a section
  /// separator is drawn there); between two rows, the row spacing, or the separator.
  func gap(after index: Int) -> Int {
    guard index + 1 < rows.count else {
      let row = rows[index]
      return continues && isRow(row) && !isEmpty(row) ? metrics.rowSpacing + separatorRows : 0
    }
    let (before, after) = (rows[index], rows[index + 1])
    guard before.behavior is any ListSectionBehavior || after.behavior is any ListSectionBehavior
    else {
      // Between rows, not after a header or before a footer.
      guard before.key.role != .header && after.key.role != .footer else { return 0 }
      return metrics.rowSpacing + (separator(after: index) == nil ? 0 : 1)
    }
    let ruled =
      sectionSeparators(before).bottom != nil || sectionSeparators(after).top != nil
    return max(metrics.sectionGap, ruled ? 1 : 0)
  }

  /// The separator rows a row followed by another costs where the style separates rows.
  private var separatorRows: Int { metrics.separatesRows ? 1 : 0 }

  /// Whether a row shows nothing at all.
  private func isEmpty(_ row: ViewNode) -> Bool {
    row.sizeThatFits(ProposedSize(width: nil, height: nil)).height == 0
  }

  /// Whether `node` is one of the list's rows (not a section, its header or its footer).
  private func isRow(_ node: ViewNode) -> Bool {
    !(node.behavior is any ListSectionBehavior) && node.key.role != .header
      && node.key.role != .footer
  }

  /// The colour of the separator the style draws between row `index` and the next, if it
  /// draws one there: not where either row hides it (`listRowSeparator(.hidden)`), nor where
  /// a row asked for its own (`.visible`), which already takes a row.
  func separator(after index: Int) -> Color? {
    guard metrics.separatesRows, index + 1 < rows.count else { return nil }
    let before = rows[index]
    // A row that shows nothing (`if` false in a `ForEach`) is no row on iOS: no separator
    // around it, the rows beside it separated once.
    guard isRow(before), !isEmpty(before),
      let next = rows[(index + 1)...].firstIndex(where: { !isRow($0) || !isEmpty($0) }),
      isRow(rows[next])
    else { return nil }
    let after = rows[next]
    let above = ListRowTraits(before, metrics: metrics)
    let below = ListRowTraits(after, metrics: metrics)
    guard above.separators.bottom != .hidden, below.separators.top != .hidden,
      above.bottomSeparator == nil, below.topSeparator == nil
    else { return nil }
    return above.separators.bottomTint ?? below.separators.topTint ?? .listSeparator
  }

  /// The colours of a section's separators, when it shows them.
  func sectionSeparators(_ node: ViewNode) -> (top: Color?, bottom: Color?) {
    guard node.behavior is any ListSectionBehavior else { return (nil, nil) }
    let separators = node.environment.listRowSettings.sectionSeparators
    return (
      separators.top == .visible ? separators.topTint ?? .listSeparator : nil,
      separators.bottom == .visible ? separators.bottomTint ?? .listSeparator : nil
    )
  }
}

extension ListLayout {
  /// Paints the backgrounds rows asked for across `container` (the list's or section's
  /// frame on screen), before the rows draw over them.
  func drawBackgrounds(in container: Rect, into drawing: inout FrameDrawing, context: DrawContext) {
    let resolver = StyleResolver(environment: rows.first?.environment ?? EnvironmentValues())
    for row in rows {
      let traits = ListRowTraits(row, metrics: metrics)
      guard let color = traits.background, let cell = resolver.cellColor(color) else { continue }
      let frame = context.translated(row.frame)
      let area = Rect(
        x: container.minX, y: frame.minY - traits.top, width: container.width,
        height: frame.height + traits.top + traits.bottom)
      drawing.canvas.modifyStyle(in: area.intersection(context.clip)) { $0.background = cell }
    }
  }

  /// Draws what rows show beside their content: separators and badges, and the rules of
  /// sections that show separators.
  func drawDecorations(in container: Rect, into drawing: inout FrameDrawing, context: DrawContext) {
    for (index, row) in rows.enumerated() {
      let frame = context.translated(row.frame)
      let resolver = StyleResolver(environment: row.environment)
      let inner = container.minX + metrics.rowInset
      let section = sectionSeparators(row)
      if let color = section.top {
        drawRule(color, y: frame.minY - 1, from: inner, in: container, into: &drawing, context)
      }
      if let color = section.bottom {
        drawRule(color, y: frame.maxY, from: inner, in: container, into: &drawing, context)
      }
      let traits = ListRowTraits(row, metrics: metrics)
      if let color = traits.topSeparator {
        let y = frame.minY - traits.top - 1
        drawRule(color, y: y, from: frame.minX, in: container, into: &drawing, context)
      }
      if let color = traits.bottomSeparator ?? separator(after: index) {
        let y = frame.maxY + traits.bottom
        drawRule(color, y: y, from: frame.minX, in: container, into: &drawing, context)
      }
      if let badge = traits.badge, !badge.isEmpty {
        var style = resolver.textStyle(TextStyle())
        style.foreground = resolver.cellColor(.secondary) ?? .default
        // `badgeProminence`: a decreased badge is dimmed, an increased one bold and primary.
        switch row.environment.badgeProminence {
        case .decreased: style.attributes.insert(.dim)
        case .increased:
          style.foreground = resolver.cellColor(.primary) ?? .default
          style.attributes.insert(.bold)
        default: break
        }
        drawing.putLine(
          badge, at: Point(x: frame.maxX + 1, y: frame.minY), maxWidth: TerminalWidth.of(badge),
          style: style, clip: context.clip)
      }
    }
  }

  /// A separator: a row of `─` from `from` (the row's leading edge, as iOS insets its
  /// hairlines) to the end of the card in the inset styles, or to the list's edge.
  private func drawRule(
    _ color: Color, y: Int, from: Int, in container: Rect, into drawing: inout FrameDrawing,
    _ context: DrawContext
  ) {
    let resolver = StyleResolver(environment: rows.first?.environment ?? EnvironmentValues())
    let style = CellStyle(
      foreground: resolver.cellColor(color) ?? .default, background: .default, attributes: [])
    let end = container.maxX - (metrics.isInset ? metrics.rowInset : 0)
    for x in from..<max(from, end) {
      drawing.put("─", width: 1, x: x, y: y, style: style, clip: context.clip)
    }
  }
}
