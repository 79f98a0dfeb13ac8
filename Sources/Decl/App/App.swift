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
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildBlock<First: Scene, Second: Scene>(_ first: First, _ second: Second)
    -> First
  {
    first
  }
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

  public typealias Body = Never
  package var rootView: any View { content }
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
