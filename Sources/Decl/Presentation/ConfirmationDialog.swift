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

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: message)
  }

  /// Shows a dialog about `data` while `isPresented` is true and `data` is not nil.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return dialog(
      .confirmationDialog, title: titleVisibility == .hidden ? nil : title, isPresented: shown,
      actions: { data.map(actions) }, message: { data.map(message) })
  }

  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions, message: { _ in EmptyView?.none })
  }

  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      presenting: data, actions: actions, message: message)
  }

  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
      presenting: data, actions: actions)
  }

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions, message: message)
  }

  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions)
  }

  /// Shows the legacy `ActionSheet` value while `isPresented` is true, as a confirmation
  /// dialog.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = isPresented.wrappedValue ? content() : nil
    return dialog(
      .confirmationDialog, title: sheet?.title, isPresented: isPresented,
      actions: { sheet.map { AlertButtons(buttons: $0.buttons) } },
      message: { sheet?.message })
  }

  /// Shows the legacy `ActionSheet` for `item` while it is not nil; dismissing sets it to nil.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet)
    -> some View
  {
    let sheet = item.wrappedValue.map(content)
    return dialog(
      .confirmationDialog, title: sheet?.title, isPresented: item.isPresent(),
      actions: { sheet.map { AlertButtons(buttons: $0.buttons) } },
      message: { sheet?.message })
  }
}

/// The action sheet value of SwiftUI's first API, shown as a confirmation dialog.
///
/// ```swift
/// ActionSheet(title: Text("Photo"), buttons: [.default(Text("Camera")) { takePhoto() }, .cancel()])
/// ```
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Button]

  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A button of a legacy action sheet: the same as an alert's.
  public typealias Button = Alert.Button
}

/// Whether a part of a view (a dialog's title) shows.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}
