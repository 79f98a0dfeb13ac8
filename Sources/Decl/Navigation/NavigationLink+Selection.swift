// The iOS 13–15 ways of pushing a link from code, which SwiftUI deprecates in favour of
// `navigationDestination` and real code still uses: a title with an `isActive` binding, and a
// `tag` pushed while a `selection` binding equals it.

extension NavigationLink {
  /// A link pushed while `selection` equals `tag`; popping it sets `selection` to nil.
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, isActive: Self.isActive(tag, selection), label: label)
  }

  /// The same, with the destination built by a closure.
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), tag: tag, selection: selection, label: label)
  }

  /// True while `selection` is `tag`; setting it true selects `tag`, false clears the selection.
  private static func isActive<V: Hashable>(_ tag: V, _ selection: Binding<V?>) -> Binding<Bool> {
    Binding(
      get: { selection.wrappedValue == tag },
      set: { isActive in
        if isActive {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
  }
}

extension NavigationLink where Label == Text {
  /// A titled link whose pushed state is yours: true pushes, false pops.
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }

  /// A titled link whose pushed state is yours, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// A titled link whose pushed state is yours, with the destination built by a closure.
  public init(
    _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
  }

  /// The same, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), isActive: isActive) { Text(title) }
  }

  /// A titled link pushed while `selection` equals `tag`.
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
  }

  /// The same, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }

  /// A titled link pushed while `selection` equals `tag`, with the destination built by a
  /// closure.
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
  }

  /// The same, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
  }
}

extension NavigationLink {
  /// Whether the link shows its destination in the detail column of a split view; a terminal
  /// shows one column: accepted and ignored.
  public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}
