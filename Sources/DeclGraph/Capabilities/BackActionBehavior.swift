/// A view Escape (or a back button) can go back with: a navigation stack pops a screen, an
/// `onExitCommand` runs its action.
@MainActor
package protocol BackActionBehavior: NodeBehavior {
  /// What going back does now; nil when there is nowhere to go.
  func backAction(_ node: ViewNode) -> (@MainActor () -> Void)?
}
