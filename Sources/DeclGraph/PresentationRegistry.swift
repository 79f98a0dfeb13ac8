/// What is presented over or pushed onto the screen: sheets, alerts and dialogs, navigation
/// pushes, the focus move a presentation asks for, and whether any view sets title bar items.
@MainActor
package final class PresentationRegistry {
  /// Presentation modifiers showing a sheet, alert or dialog, in the order they appeared.
  package var modalLayers: [WeakNode] = []
  /// Presentation modifiers pushing a screen on a navigation stack.
  package var navigationPresenters: [WeakNode] = []
  /// A focus move asked for by a presentation, applied after the next layout.
  package var focusAfterLayout: FocusHandoff?
  /// Toolbars and back-button settings: while there are none, a title bar looking for them
  /// stops at the first navigation title instead of visiting every node of the screen.
  package var titleBarSources = 0
}
