import Decl

/// A node that presents content over its own (a sheet, an alert, a popover): the presented
/// view is its `.presented` child, laid out as a modal layer or as a screen of the enclosing
/// navigation stack, not by this node.
@MainActor
package protocol PresentingBehavior: NodeBehavior {
  /// What is presented and how, as last described.
  var presentation: Presentation { get }
}
