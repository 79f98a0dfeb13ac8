import Foundation

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

/// The style of a `NavigationView`; a terminal always shows one column, a stack.
public protocol NavigationViewStyle: Sendable {}

/// The platform's navigation view style: a stack in a terminal.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// One view at a time, the next pushed over it.
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// Columns side by side on a wide screen; a stack in a terminal.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// Two columns on a wide screen; a stack in a terminal.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's navigation view style.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One view at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns side by side where there is room.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
  /// A terminal shows one column, a stack: accepted and ignored.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// A list of values of any hashable types, pushed on a `NavigationStack(path:)`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// path.append(user.id)
/// ```
public struct NavigationPath: Equatable {
  package var elements: [AnyHashable]
  /// Each element's type name and JSON text, or nil for one that is not `Codable`.
  private var encoded: [CodableElement?]

  public init() {
    elements = []
    encoded = []
  }

  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
    encoded = self.elements.map { _ in nil }
  }

  /// A path of codable values, which `codable` can write out.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
    self.init()
    for element in elements { append(element) }
  }

  /// The path `codable` describes; values whose type this program does not have are left out.
  public init(_ codable: CodableRepresentation) {
    self.init()
    for element in codable.elements {
      guard let value = element.decoded() else { continue }
      elements.append(value)
      encoded.append(element)
    }
  }

  /// How many values the path holds.
  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }

  /// The path in a form that can be encoded and read back, or nil when one of its values is
  /// not `Codable`.
  public var codable: CodableRepresentation? {
    let all = encoded.compactMap { $0 }
    return all.count == encoded.count ? CodableRepresentation(elements: all) : nil
  }

  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
    encoded.append(nil)
  }

  /// Pushes a codable value, which `codable` can write out.
  public mutating func append<V: Hashable & Codable>(_ value: V) {
    elements.append(AnyHashable(value))
    encoded.append(CodableElement(value))
  }

  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
    encoded.removeLast(k)
  }

  public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
    lhs.elements == rhs.elements
  }

  /// A navigation path in a form that can be encoded and decoded: each value's type name and
  /// its JSON text.
  public struct CodableRepresentation: Codable, Equatable {
    fileprivate var elements: [CodableElement]

    fileprivate init(elements: [CodableElement]) { self.elements = elements }

    public init(from decoder: any Decoder) throws {
      // As SwiftUI's: type name and JSON text alternate, the last value first.
      var container = try decoder.unkeyedContainer()
      var elements: [CodableElement] = []
      while !container.isAtEnd {
        let type = try container.decode(String.self)
        let json = try container.decode(String.self)
        elements.insert(CodableElement(type: type, json: json), at: 0)
      }
      self.elements = elements
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for element in elements.reversed() {
        try container.encode(element.type)
        try container.encode(element.json)
      }
    }
  }
}

/// One value of a codable navigation path: its type's name and its JSON text.
private struct CodableElement: Equatable {
  let type: String
  let json: String

  init(type: String, json: String) {
    self.type = type
    self.json = json
  }

  init?<V: Codable>(_ value: V) {
    guard let type = _mangledTypeName(V.self),
      let data = try? JSONEncoder().encode(value), let json = String(data: data, encoding: .utf8)
    else { return nil }
    self.init(type: type, json: json)
  }

  /// The value again, when this program has its type.
  func decoded() -> AnyHashable? {
    guard let type = _typeByName(type) as? any (Decodable & Hashable).Type else { return nil }
    return Self.decode(type, from: Data(json.utf8))
  }

  private static func decode<V: Decodable & Hashable>(_ type: V.Type, from data: Data)
    -> AnyHashable?
  {
    (try? JSONDecoder().decode(type, from: data)).map { AnyHashable($0) }
  }
}

/// One value of a navigation stack's path, as a screen of the stack.
package struct NavigationPathPage: View {
  package let value: AnyHashable

  package init(value: AnyHashable) { self.value = value }

  package typealias Body = Never
}
