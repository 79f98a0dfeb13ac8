/// The content of an alert or confirmation dialog: a bold title, a message, and the buttons
/// (in a row for an alert, stacked for a dialog). Each button also dismisses the dialog.
package struct DialogBox: View {
  let title: Text?
  let message: AnyView?
  let actions: AnyView
  let stacksButtons: Bool

  package init<Actions: View, Message: View>(
    title: Text?, stacksButtons: Bool, actions: Actions, message: Message?
  ) {
    self.title = title
    self.message = message.map { AnyView($0) }
    self.stacksButtons = stacksButtons
    // With no buttons of its own, a dialog still needs one to be dismissed by.
    self.actions = Actions.self == EmptyView.self ? AnyView(Button("OK") {}) : AnyView(actions)
  }

  package var body: some View {
    // Whole rows and columns apart, whatever unit the presenting code writes lengths in.
    CellStackLayout(.vertical, spacing: 1) {
      if let title { title.bold() }
      if let message { message.foregroundStyle(.secondary) }
      Group {
        if stacksButtons {
          VStack(spacing: 0) { actions }
        } else {
          CellStackLayout(.horizontal, spacing: 2) { actions }
        }
      }
      .environment(\.isDialogAction, true)
    }
    .multilineTextAlignment(.center)
  }
}

extension View {
  package func dialog<Actions: View, Message: View>(
    _ style: Presentation.Style, title: Text?, isPresented: Binding<Bool>, actions: () -> Actions,
    message: () -> Message?
  ) -> some View {
    let content =
      isPresented.wrappedValue
      ? DialogBox(
        title: title, stacksButtons: style == .confirmationDialog, actions: actions(),
        message: message())
      : nil
    return presentation(
      Presentation(
        style: style, content: content, dismiss: { isPresented.wrappedValue = false }))
  }
}
