/// A view that shows one of its children at a time (`ViewThatFits`): only that one takes focus.
@MainActor
package protocol AlternativesBehavior: NodeBehavior {
  /// The child shown now; nil before layout chose one.
  var shownChild: ViewNode? { get }
}
