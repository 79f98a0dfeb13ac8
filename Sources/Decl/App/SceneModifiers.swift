import Foundation

// Scene modifiers. A terminal app has one window, so a modifier on a scene is the same modifier
// on the scene's root view; window sizes and resizability are the terminal's and are accepted
// and ignored.

extension Scene {
  /// Runs `action` with the new value when `value` changes, as `View.onChange(of:perform:)` on
  /// the scene's root view.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
  ) -> some Scene {
    RootViewModifiedScene(base: self) { AnyView($0.onChange(of: value, perform: action)) }
  }

  /// Runs `action` with the old and new values when `value` changes (and first, when `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene {
    RootViewModifiedScene(base: self) {
      AnyView($0.onChange(of: value, initial: initial, action))
    }
  }

  /// Runs `action` when `value` changes (and first, when `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some Scene {
    RootViewModifiedScene(base: self) {
      AnyView($0.onChange(of: value, initial: initial, action))
    }
  }

  /// Sets an environment value for the scene's views.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some Scene
  {
    RootViewModifiedScene(base: self) { AnyView($0.environment(keyPath, value)) }
  }

  /// Puts an observable object in the scene's environment.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    RootViewModifiedScene(base: self) { AnyView($0.environment(object)) }
  }

  /// Puts an observable object in the scene's environment, for `@EnvironmentObject` inside.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    RootViewModifiedScene(base: self) { AnyView($0.environmentObject(object)) }
  }

  /// Changes an environment value for the scene's views.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some Scene {
    RootViewModifiedScene(base: self) {
      AnyView($0.transformEnvironment(keyPath, transform: transform))
    }
  }

  /// The store `@AppStorage` uses inside the scene.
  public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
    RootViewModifiedScene(base: self) { AnyView($0.defaultAppStorage(store)) }
  }

  /// The terminal's size is the window's: accepted and ignored.
  public func defaultSize(_ size: CGSize) -> some Scene { self }

  /// The terminal's size is the window's: accepted and ignored.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

  /// The terminal decides the window's size: accepted and ignored.
  public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }

  /// A terminal app has no menu bar to remove the scene's commands from: accepted and ignored.
  public func commandsRemoved() -> some Scene { self }

  /// A terminal app has one window, which opens for every event: accepted and ignored.
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
}

/// How a window may be resized; a terminal window is the terminal's.
public struct WindowResizability: Sendable {
  private init() {}

  /// The platform's choice.
  public static let automatic = WindowResizability()
  /// As large as the content allows.
  public static let contentSize = WindowResizability()
  /// At least as large as the content's minimum.
  public static let contentMinSize = WindowResizability()
}

/// A scene shown as its base scene's root view changed by `transform`.
public struct RootViewModifiedScene<Base: Scene>: Scene, PrimitiveScene {
  let base: Base
  let transform: @MainActor (AnyView) -> AnyView

  public typealias Body = Never
  package var rootView: any View { transform(AnyView(base.terminalRootView)) }
}
