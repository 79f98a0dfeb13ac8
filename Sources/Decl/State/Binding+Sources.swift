extension Binding where Value == Bool {
  /// One binding for the `keyPath` switches of several sources (`Toggle(sources:isOn:)`): on
  /// when every source is on (SwiftUI's mixed state reads as off); writing sets them all.
  package init<C: RandomAccessCollection>(
    sources: C, _ keyPath: KeyPath<C.Element, Binding<Bool>>
  ) {
    let bindings = sources.map { $0[keyPath: keyPath] }
    self.init(
      get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
      set: { value in for binding in bindings { binding.wrappedValue = value } })
  }
}
