/// A container whose children are each read through by focus before the next (a split view's
/// columns), whatever their rows.
@MainActor
package protocol FocusSectionsBehavior: NodeBehavior {}
