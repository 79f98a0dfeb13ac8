import Decl

/// How far a scrolling container (List, Form, ScrollView) is scrolled, and what it shows.
@MainActor
final class ScrollState {
  var offset = Point(x: 0, y: 0)
  /// The size of everything inside, as of the last layout.
  var contentSize = Size(width: 0, height: 0)
  /// The size of the visible part, as of the last layout.
  var viewport = Size(width: 0, height: 0)
  /// The axes the container scrolls along: the wheel scrolls a horizontal one sideways.
  var axes: Axis.Set = .vertical

  /// Keeps the offset between the start and the last full page.
  func clamp() {
    offset.x = min(max(0, offset.x), max(0, contentSize.width - viewport.width))
    offset.y = min(max(0, offset.y), max(0, contentSize.height - viewport.height))
  }
}

/// A container that scrolls its content: lists, forms and scroll views.
@MainActor
protocol ScrollingBehavior: NodeBehavior {
  var scroll: ScrollState { get }
}
