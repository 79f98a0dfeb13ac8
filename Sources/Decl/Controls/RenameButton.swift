/// A button that starts renaming: it runs the `renameAction(_:)` set around it (typically
/// focusing a text field that holds the name). With no action around it, it is disabled.
///
/// ```swift
/// TextField("Name", text: $name).focused($isRenaming)
///   .contextMenu { RenameButton() }
///   .renameAction($isRenaming)
/// ```
public struct RenameButton<Label: View>: View {
  @Environment(\.rename) private var rename
  private let label: Label

  public var body: some View {
    Button {
      rename?()
    } label: {
      label
    }
    .disabled(rename == nil)
  }
}

extension RenameButton where Label == Decl.Label<Text, Image> {
  /// The standard rename button: "Rename" with a pencil.
  public init() {
    label = Decl.Label("Rename", systemImage: "pencil")
  }
}

/// Starts renaming: what `renameAction(_:)` set, run by a `RenameButton`.
public struct RenameAction {
  private let action: @MainActor () -> Void

  package init(action: @escaping @MainActor () -> Void) { self.action = action }

  /// Starts renaming.
  @MainActor public func callAsFunction() { action() }
}

private struct RenameActionKey: EnvironmentKey {
  static let defaultValue: UncheckedSendable<RenameAction?> = UncheckedSendable(nil)
}

extension EnvironmentValues {
  /// What a `RenameButton` inside runs (`renameAction(_:)`); nil when nothing set one.
  public var rename: RenameAction? {
    get { self[RenameActionKey.self].value }
    set { self[RenameActionKey.self] = UncheckedSendable(newValue) }
  }
}

extension View {
  /// Makes a `RenameButton` inside run `action`.
  public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
    environment(\.rename, RenameAction(action: action))
  }

  /// Makes a `RenameButton` inside focus the field `isFocused` is bound to.
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
    environment(\.rename, RenameAction { isFocused.wrappedValue = true })
  }
}
