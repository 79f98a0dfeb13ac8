/// An app: its `body` is a scene, and `@main` runs it in the terminal (with `import DeclRender`).
///
/// ```swift
/// @main
/// struct MyApp: App {
///   var body: some Scene {
///     WindowGroup { ContentView() }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
  @MainActor init()
}

/// A part of an app's interface; in a terminal, the one window the app shows.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// Builds scenes; a terminal shows the first window.
@resultBuilder
@MainActor @preconcurrency
public enum SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> TupleScene<(repeat each Content)>
  {
    TupleScene(scenes: (repeat each content))
  }

  public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
    OptionalScene(scene: content)
  }

  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content {
    content
  }
}

/// Several scenes of an app; a terminal shows the first one's window.
public struct TupleScene<T>: Scene, PrimitiveScene {
  private let first: (any Scene)?

  package init<each Content: Scene>(scenes: (repeat each Content))
  where T == (repeat each Content) {
    var all: [any Scene] = []
    for scene in repeat each scenes { all.append(scene) }
    first = all.first
  }

  public typealias Body = Never
  package var rootView: any View { first?.terminalRootView ?? EmptyView() }
}

/// A scene an `if` in a scene builder may leave out; without it the app shows an empty window.
public struct OptionalScene<Content: Scene>: Scene, PrimitiveScene {
  let scene: Content?

  public typealias Body = Never
  package var rootView: any View { scene.map(\.terminalRootView) ?? EmptyView() }
}

/// The window that shows `content`; in a terminal it fills the screen.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  package let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A titled window; the title is not shown (a terminal window has its own).
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A titled window; the title is not shown (a terminal window has its own).
  public init(_ title: Text, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A titled window; the title is not shown (a terminal window has its own).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A window other scenes open by `id` (iPadOS, macOS); a terminal shows one window.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A titled window with an identifier; neither is shown.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A titled window with an identifier; neither is shown.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A titled window with an identifier; neither is shown.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public typealias Body = Never
  package var rootView: any View { content }
}

// Windows that present a value (`WindowGroup(for: Note.ID.self) { $id in … }`): the terminal's
// one window starts with no value (or the default), and the content may set it.
extension WindowGroup {
  /// A window presenting a value of type `D`, which starts as `nil`.
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.content = PresentedWindowContent(initial: nil, content: content)
  }

  /// A titled window presenting a value of type `D`, which starts as `nil`.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.content = PresentedWindowContent(initial: nil, content: content)
  }

  /// A window with an identifier presenting a value of type `D`, which starts as `nil`.
  public init<D: Codable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.content = PresentedWindowContent(initial: nil, content: content)
  }

  /// A window presenting a value of type `D`, which starts as `defaultValue()`.
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.content = PresentedWindowContent(initial: defaultValue()) { value in
      content(
        Binding(get: { value.wrappedValue ?? defaultValue() }, set: { value.wrappedValue = $0 }))
    }
  }

  /// A window with an identifier presenting a value of type `D`, which starts as `defaultValue()`.
  public init<D: Codable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }
  /// A titled window with an identifier presenting a value of type `D` (starting as `nil`);
  /// neither title nor identifier is shown.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }

  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }

  /// A titled window with an identifier presenting a value of type `D`, which starts as
  /// `defaultValue()`.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  /// A titled window presenting a value of type `D`, which starts as `defaultValue()`.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }
}

/// The content of a window that presents a value: the value is the window's state.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
  @State private var value: Data?
  private let content: (Binding<Data?>) -> Content

  init(initial: Data?, content: @escaping (Binding<Data?>) -> Content) {
    _value = State(initialValue: initial)
    self.content = content
  }

  public var body: some View { content($value) }
}

/// A scene the renderer shows directly.
@MainActor
package protocol PrimitiveScene {
  var rootView: any View { get }
}

extension Scene {
  /// The view the terminal shows for this scene.
  package var terminalRootView: any View {
    if let primitive = self as? any PrimitiveScene { return primitive.rootView }
    return body.terminalRootView
  }
}
