/// A stack of screens: the root, then each destination pushed on it. Only the top screen
/// shows, under a title bar with its `navigationTitle` and a back button; Escape (or a click on
/// the back button) goes back one screen.
///
/// ```swift
/// NavigationStack {
///   List { NavigationLink("Counter demo") { CounterView() } }
///     .navigationTitle("State management")
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
  /// The path the stack's owner keeps, as type-erased values; nil when the stack keeps its own.
  package let path: Binding<[AnyHashable]>?
  package let root: Root

  /// A stack that keeps its own path.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.path = nil
    self.root = root()
  }

  /// A stack whose pushed values are the elements of a `NavigationPath`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.path = Binding(
      get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    self.root = root()
  }

  /// A stack whose pushed values are the elements of a collection (`[Int]`, `[Route]`).
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.path = Binding(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    self.root = root()
  }

  public typealias Body = Never
}

/// The navigation container of SwiftUI before `NavigationStack`: a stack with its own path.
public struct NavigationView<Content: View>: View {
  package let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public typealias Body = Never
}

/// The style of a `NavigationView`; a terminal always shows one column.
public struct NavigationViewStyle: Sendable {
  public static let automatic = NavigationViewStyle()
  public static let stack = NavigationViewStyle()
  public static let columns = NavigationViewStyle()
}

extension View {
  /// A terminal shows one column: accepted and ignored.
  public func navigationViewStyle(_ style: NavigationViewStyle) -> some View { self }
}

/// A list of values of any hashable types, pushed on a `NavigationStack(path:)`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// path.append(user.id)
/// ```
public struct NavigationPath: Equatable {
  package var elements: [AnyHashable]

  public init() { elements = [] }

  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values the path holds.
  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }
}

/// One value of a navigation stack's path, as a screen of the stack.
package struct NavigationPathPage: View {
  package let value: AnyHashable

  package init(value: AnyHashable) { self.value = value }

  package typealias Body = Never
}
