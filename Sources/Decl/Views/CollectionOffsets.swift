// SwiftUI's helpers for `onDelete` and `onMove`, which hand over offsets as an `IndexSet`.

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at the offsets, as `ForEach.onDelete` reports them.
  ///
  /// ```swift
  /// ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) }
  /// ```
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }

  /// Moves the elements at `source` to before the element at offset `destination`, as
  /// `ForEach.onMove` reports it.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let valid = source.filter { $0 >= 0 && $0 < count }
    guard !valid.isEmpty else { return }
    let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
    let target =
      Swift.max(0, Swift.min(destination, count)) - valid.filter { $0 < destination }.count
    remove(atOffsets: IndexSet(valid))
    insert(
      contentsOf: moving, at: index(startIndex, offsetBy: Swift.max(0, Swift.min(target, count))))
  }
}
