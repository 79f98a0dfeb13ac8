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
  /// `ForEach.onMove` reports it; offsets outside the collection are ignored.
  ///
  /// ```swift
  /// ForEach(items) { Text($0.name) }.onMove { items.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let total = count
    let valid = source.filter { $0 >= 0 && $0 < total }
    guard !valid.isEmpty else { return }
    var elements = Array(self)
    let moving = valid.map { elements[$0] }
    let clamped = Swift.max(0, Swift.min(destination, total))
    let target = clamped - valid.filter { $0 < clamped }.count
    for offset in valid.reversed() { elements.remove(at: offset) }
    elements.insert(contentsOf: moving, at: target)
    var position = startIndex
    for element in elements {
      self[position] = element
      formIndex(after: &position)
    }
  }
}
