import Foundation

/// One row of a `Grid`: each view inside is a cell, in the next column (or columns, with
/// `gridCellColumns`). Outside a grid, its views sit in a row as in an `HStack`.
///
/// ```swift
/// GridRow(alignment: .top) { Text("Notes"); Text(longNotes) }
/// ```
public struct GridRow<Content: View>: View {
  /// The vertical alignment of the row's cells; nil for the grid's.
  package let alignment: VerticalAlignment?
  package let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public typealias Body = Never
}

/// A grid row, possibly under modifiers. SwiftUI applies a modifier written on a `GridRow` to
/// each of its cells, as on a `Group` (`GridRow { … }.background(.blue)` paints each cell),
/// so a grid row keeps being a row under its modifiers.
@MainActor
package protocol GridRowModifiable {
  /// The row with the modifiers around it moved onto each of its cells.
  var modifiedRow: GridRow<ViewList> { get }
}

extension GridRow: GridRowModifiable {
  package var modifiedRow: GridRow<ViewList> {
    GridRow<ViewList>(alignment: alignment) { ViewList(Self.cells(of: content)) }
  }

  /// The views that are cells of a row's content: a tuple's or a group's views one by one, a
  /// generated `ForEach` as one view (its modifier still reaches each element's cell content).
  private static func cells(of content: any View) -> [any View] {
    guard let composed = content as? any ComposedView else { return [content] }
    switch composed.composition {
    case .siblings(let views): return views.flatMap { cells(of: $0) }
    default: return [content]
    }
  }
}

extension ModifiedContent: GridRowModifiable
where Content: GridRowModifiable, Modifier: ViewModifier {
  package var modifiedRow: GridRow<ViewList> {
    let row = content.modifiedRow
    return GridRow<ViewList>(alignment: row.alignment) {
      ViewList(row.content.views.map { Self.apply(modifier, to: $0) })
    }
  }

  @MainActor private static func apply(_ modifier: Modifier, to cell: any View) -> any View {
    func modified<V: View>(_ view: V) -> any View {
      ModifiedContent<V, Modifier>(content: view, modifier: modifier)
    }
    return modified(cell)
  }
}
