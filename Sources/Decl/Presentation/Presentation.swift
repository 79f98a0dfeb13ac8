/// What a presentation modifier (`navigationDestination`, `sheet`, `alert`,
/// `confirmationDialog`) tells the renderer: how to show its content, the content when it is
/// presented, and how to write the presenting state back when the user dismisses it.
package struct Presentation {
  package enum Style: Equatable, Sendable {
    /// Pushed on the enclosing `NavigationStack`.
    case navigation
    /// A modal box over the screen, the rest dimmed.
    case sheet
    /// A modal that covers the whole screen.
    case fullScreenCover
    /// A small centred box with a title, a message and buttons in a row.
    case alert
    /// Like an alert, with its buttons stacked.
    case confirmationDialog
    /// A pop-up list of items under (or beside) the view that opened it, the screen not dimmed.
    case menu
  }

  package let style: Style
  /// The presented view, or nil while nothing is presented.
  package let content: (any View)?
  /// Tells presented contents apart (a different item is a new presentation with new state).
  package let id: AnyHashable?
  /// Writes the presenting state back: `false`, `nil`, or a shorter path.
  package let dismiss: @MainActor () -> Void
  /// Runs after the presentation went away, however it was dismissed.
  package let onDismiss: (@MainActor () -> Void)?

  package init(
    style: Style, content: (any View)?, id: AnyHashable? = nil,
    dismiss: @escaping @MainActor () -> Void, onDismiss: (@MainActor () -> Void)? = nil
  ) {
    self.style = style
    self.content = content
    self.id = id
    self.dismiss = dismiss
    self.onDismiss = onDismiss
  }

  /// Whether the content shows as a modal layer above the screen.
  package var isModal: Bool { style != .navigation }
}

/// A presentation modifier: the content, and the presented view while its state says so.
package struct PresentationModifier: ViewModifier {
  package let presentation: Presentation

  package typealias Body = Never
}

extension View {
  package func presentation(_ presentation: Presentation) -> some View {
    modifier(PresentationModifier(presentation: presentation))
  }
}
