/// Views made from a collection of data, one per element, each identified by an id.
///
/// ```swift
/// ForEach(books) { book in BookRowView(book: book) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public var data: Data
  public var content: (Data.Element) -> Content
  private let idOf: (Data.Element) -> ID
  /// Built with `ForEach(_ range:)`, which SwiftUI requires to stay constant.
  package var isConstantRange = false
  /// `onDelete(perform:)` and `onMove(perform:)`, run from the keyboard in a list.
  package var deleteAction: ((IndexSet) -> Void)?
  package var moveAction: ((IndexSet, Int) -> Void)?

  /// Elements identified by the value at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    // Applying a key path is generic work on every call (a thousand instructions for
    // `\.self`); the identity key path, the usual one for ranges, needs none of it.
    if ID.self == Data.Element.self, id == \Data.Element.self as AnyKeyPath {
      self.idOf = { unsafeBitCast($0, to: ID.self) }
    } else {
      self.idOf = { $0[keyPath: id] }
    }
  }

  /// Elements identified by `id(element)`.
  private init(
    _ data: Data, idOf: @escaping (Data.Element) -> ID,
    content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.idOf = idOf
  }

  public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Identifiable elements, identified by their `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, idOf: { $0.id }, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A constant range of integers, each its own id.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
    isConstantRange = true
  }
}

/// What the renderer needs from any `ForEach`: a count, and ids and views by position.
@MainActor
package protocol ForEachContent {
  var count: Int { get }
  /// Whether the data is a range that must not change (`ForEach(0..<n)`).
  var isConstantRange: Bool { get }
  var deleteAction: ((IndexSet) -> Void)? { get }
  var moveAction: ((IndexSet, Int) -> Void)? { get }
  func id(at offset: Int) -> ChildID
  func view(at offset: Int) -> any View
}

extension ForEach: ForEachContent {
  package var count: Int { data.count }

  package func id(at offset: Int) -> ChildID {
    ChildID(idOf(data[data.index(data.startIndex, offsetBy: offset)]))
  }

  package func view(at offset: Int) -> any View {
    content(data[data.index(data.startIndex, offsetBy: offset)])
  }
}

extension ForEach: ComposedView {
  package var composition: ViewComposition { .generated(self) }
}
