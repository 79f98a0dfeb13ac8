/// A button that pushes a destination on the enclosing `NavigationStack`. In a `List` it is a
/// row with a `›` at its end.
///
/// ```swift
/// NavigationLink("Favorite primes") { FavoritePrimesView(state: state) }
/// NavigationLink(value: user.id) { Text(user.name) }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
  private enum Target {
    case view(Destination, isActive: Binding<Bool>?)
    case value(AnyHashable?)
  }

  private let target: Target
  private let label: Label
  @State private var isPushed = false
  @Environment(\.isInList) private var isInList
  @Environment(\.listRowBadge) private var badge
  @Environment(\.navigationPush) private var push

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.target = .view(destination(), isActive: nil)
    self.label = label()
  }

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.target = .view(destination, isActive: nil)
    self.label = label()
  }

  /// A link whose pushed state is yours: true pushes, false pops.
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.target = .view(destination, isActive: isActive)
    self.label = label()
  }

  /// The same, with the destination built by a closure.
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.target = .view(destination(), isActive: isActive)
    self.label = label()
  }

  public var body: some View {
    let row = Button(action: activate) {
      if isInList {
        // A row that navigates reads as content, not as an accent-coloured button; its badge
        // goes before the chevron, as on iOS (`Inbox  3 ›`).
        HStack(spacing: 0) {
          label
          Spacer(minLength: 0)
          HStack {
            if let badge { badge }
            Text("›")
          }
          .foregroundStyle(.secondary)
          .padding(.leading, cells: 1)
        }
        .foregroundStyle(.primary)
      } else {
        label
      }
    }
    switch target {
    case .view(let destination, let isActive):
      row.navigationDestination(isPresented: isActive ?? $isPushed) { destination }
    case .value:
      row
    }
  }

  private func activate() {
    switch target {
    case .view(_, let isActive):
      if let isActive { isActive.wrappedValue = true } else { isPushed = true }
    case .value(let value):
      if let value { push?(value) }
    }
  }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`; a `navigationDestination(for:)` says what it shows.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.target = .value(value.map { AnyHashable($0) })
    self.label = label()
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

/// Pushes a value on the enclosing navigation stack (what `NavigationLink(value:)` does).
package struct NavigationPushAction: Equatable {
  private let token: AnyObject
  private let action: @MainActor (AnyHashable) -> Void

  package init(token: AnyObject, action: @escaping @MainActor (AnyHashable) -> Void) {
    self.token = token
    self.action = action
  }

  @MainActor package func callAsFunction(_ value: AnyHashable) { action(value) }

  package static func == (a: Self, b: Self) -> Bool { a.token === b.token }
}

extension NavigationLink: ShowsListRowBadge {}
