import Foundation

/// A table's `sortOrder` binding, type-erased: which way a column's comparator sorts when it
/// is the first of the order, and what activating its header does.
package struct TableSortOrder {
  /// The order rows are in by the column with this comparator, when it comes first.
  package let primaryOrder: (Any) -> SortOrder?
  /// Activating a column's header: its comparator first, or its order flipped when it already
  /// is first (as clicking a header does in SwiftUI).
  package let activate: (Any) -> Void

  package init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
    /// Whether two comparators are the same column's, whatever their order.
    func same(_ a: Sort, _ b: Sort) -> Bool {
      var a = a
      a.order = b.order
      return a == b
    }
    primaryOrder = { comparator in
      guard let comparator = comparator as? Sort, let first = binding.wrappedValue.first,
        same(first, comparator)
      else { return nil }
      return first.order
    }
    activate = { comparator in
      guard let comparator = comparator as? Sort else { return }
      var order = binding.wrappedValue
      if let first = order.first, same(first, comparator) {
        order[0].order = first.order == .forward ? .reverse : .forward
      } else {
        order.removeAll { same($0, comparator) }
        order.insert(comparator, at: 0)
      }
      binding.wrappedValue = order
    }
  }
}
