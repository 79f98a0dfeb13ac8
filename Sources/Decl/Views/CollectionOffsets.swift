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
}

extension MutableCollection {
  /// Moves the elements at `source` to before the element at offset `destination`, as
  /// `ForEach.onMove` reports it (the collection keeps its length; elements are reordered).
  ///
  /// ```swift
  /// ForEach(items) { Text($0.name) }.onMove { items.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let valid = source.filter { $0 >= 0 && $0 < elements.count }
    guard !valid.isEmpty else { return }
    let moving = valid.map { elements[$0] }
    var remaining = elements.indices.filter { !valid.contains($0) }.map { elements[$0] }
    let target =
      Swift.max(0, Swift.min(destination, elements.count))
      - valid.filter { $0 < destination }.count
    remaining.insert(contentsOf: moving, at: Swift.max(0, Swift.min(target, remaining.count)))
    var position = startIndex
    for element in remaining {
      self[position] = element
      formIndex(after: &position)
    }
  }
}
