// Alerts: a small box over the dimmed screen with a title, a message and buttons. Every
// button dismisses the alert (setting `isPresented` to false); Escape runs the cancel button.

extension View {
  /// Shows an alert with `actions` (buttons) while `isPresented` is true.
  ///
  /// ```swift
  /// .alert("Delete?", isPresented: $isAsking) {
  ///   Button("Delete", role: .destructive) { delete() }
  ///   Button("Cancel", role: .cancel) {}
  /// } message: {
  ///   Text("This cannot be undone.")
  /// }
  /// ```
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    dialog(.alert, title: title, isPresented: isPresented, actions: actions, message: message)
  }

  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(
      .alert, title: title, isPresented: isPresented, actions: actions, message: { EmptyView?.none }
    )
  }

  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions)
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions)
  }

  /// Shows an alert about `data` while `isPresented` is true and `data` is not nil.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return dialog(
      .alert, title: title, isPresented: shown, actions: { data.map(actions) },
      message: { data.map(message) })
  }

  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(title, isPresented: isPresented, presenting: data, actions: actions) { _ in EmptyView() }
  }

  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(titleKey), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
  }

  /// Shows an alert about `item` while it is not nil; dismissing sets it to nil.
  ///
  /// ```swift
  /// .alert("Delete?", item: $pendingDeletion) { item in
  ///   Button("Delete \(item.name)", role: .destructive) { delete(item) }
  /// } message: { item in
  ///   Text("\(item.name) will be gone.")
  /// }
  /// ```
  public func alert<A: View, M: View, T>(
    _ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      title, isPresented: data.isPresent(), presenting: data.wrappedValue, actions: actions,
      message: message)
  }

  public func alert<A: View, T>(
    _ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(title, isPresented: data.isPresent(), presenting: data.wrappedValue, actions: actions)
  }

  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(titleKey), item: data, actions: actions, message: message)
  }

  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleKey), item: data, actions: actions)
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(title), item: data, actions: actions, message: message)
  }

  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(title), item: data, actions: actions)
  }

  /// Shows an alert titled with the error's `errorDescription` while `isPresented` is true
  /// and `error` is not nil.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && error != nil }, set: { isPresented.wrappedValue = $0 })
    return dialog(
      .alert, title: Text(verbatim: error?.errorDescription ?? ""), isPresented: shown,
      actions: actions, message: { EmptyView?.none })
  }

  /// Shows an alert titled with the error's `errorDescription`, with actions and a message
  /// made from the error.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View {
    alert(
      Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented, presenting: error,
      actions: actions, message: message)
  }

  /// Shows an alert titled with the error's `errorDescription` while `error` is not nil;
  /// dismissing sets it to nil.
  public func alert<E: LocalizedError, A: View>(
    error: Binding<E?>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(isPresented: error.isPresent(), error: error.wrappedValue, actions: actions)
  }

  public func alert<E: LocalizedError, A: View, M: View>(
    error: Binding<E?>, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    alert(
      isPresented: error.isPresent(), error: error.wrappedValue, actions: actions,
      message: message)
  }

  /// Shows the legacy `Alert` value while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = isPresented.wrappedValue ? content() : nil
    return dialog(
      .alert, title: alert?.title, isPresented: isPresented,
      actions: { alert.map { AlertButtons(buttons: $0.buttons) } },
      message: { alert?.message })
  }

  /// Shows the legacy `Alert` for `item` while it is not nil; dismissing sets it to nil.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    let alert = item.wrappedValue.map(content)
    return dialog(
      .alert, title: alert?.title, isPresented: item.isPresent(),
      actions: { alert.map { AlertButtons(buttons: $0.buttons) } },
      message: { alert?.message })
  }
}

/// The alert value of SwiftUI's first API: `Alert(title: Text("Saved"), dismissButton: .default(Text("OK")))`.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    self.buttons = [dismissButton ?? .default(Text("OK"))]
  }

  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    self.buttons = [primaryButton, secondaryButton]
  }

  /// A button of a legacy alert.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (@MainActor () -> Void)?

    public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

/// The buttons of a legacy alert as views.
struct AlertButtons: View {
  let buttons: [Alert.Button]

  var body: some View {
    ForEach(buttons.indices, id: \.self) { index in
      let button = buttons[index]
      Decl.Button(role: button.role, action: { button.action?() }) { button.label }
    }
  }
}
