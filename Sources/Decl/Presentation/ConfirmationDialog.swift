// Confirmation dialogs: like an alert, with the buttons stacked; Escape runs the cancel button.

extension View {
  /// Shows a dialog of stacked buttons while `isPresented` is true.
  ///
  /// ```swift
  /// .confirmationDialog("Delete item?", isPresented: $isConfirming) {
  ///   Button("Delete", role: .destructive) { delete() }
  /// }
  /// ```
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    dialog(
      .confirmationDialog, title: titleVisibility == .hidden ? nil : title,
      isPresented: isPresented, actions: actions, message: message)
  }

  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView?.none })
  }

  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: message)
  }

  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// Shows a dialog about `data` while `isPresented` is true and `data` is not nil.
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return dialog(
      .confirmationDialog, title: titleVisibility == .hidden ? nil : title, isPresented: shown,
      actions: { data.map(actions) }, message: { EmptyView?.none })
  }
}

/// Whether a part of a view (a dialog's title) shows.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}
