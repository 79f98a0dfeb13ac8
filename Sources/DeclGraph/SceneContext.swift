import Decl

/// What the scene a graph shows keeps: its `@SceneStorage` values, its phase, and what the
/// root's environment is made from (the environment the host gave, plus the scene's own
/// values: size classes from the screen size, the phase, the scene storage).
@MainActor
package final class SceneContext {
  /// Its `@SceneStorage` values (kept on disk for a terminal app's window).
  package var storage = SceneStorageValues()
  package var phase = ScenePhase.active
  /// The colour scheme the terminal's background says, once it told.
  var terminalColorScheme: ColorScheme?
  /// The environment the host gave the root.
  var baseEnvironment = EnvironmentValues()
  /// The screen size the root's size classes were taken from.
  package var size: Size?
  /// The node holding the scene's commands, whose shortcuts work from anywhere.
  package weak var commands: ViewNode?
  /// The values focused views publish, which `@FocusedValue` reads.
  package let focusedValues = FocusedValuesStore()
  /// Views that publish focused values, and whether one changed since they were gathered.
  package var focusedValuePublishers: [ObjectIdentifier: WeakNode] = [:]
  package var focusedValuesAreStale = false
  /// The control focused when they were last gathered.
  package weak var focusedValuesFocus: ViewNode?
  /// Scroll requests and the views that bind or anchor scroll positions.
  package let scrolling = ScrollCoordinator()

  /// The root's environment: the host's, with the scene's values where the host set none.
  package var rootEnvironment: EnvironmentValues {
    var environment = baseEnvironment
    environment.sceneStorageValues = storage
    environment.focusedValuesStore = focusedValues
    environment.scenePhase = phase
    if let terminalColorScheme { environment.colorScheme = terminalColorScheme }
    if let size {
      if baseEnvironment.horizontalSizeClass == nil {
        environment.horizontalSizeClass = .horizontal(columns: size.width)
      }
      if baseEnvironment.verticalSizeClass == nil {
        environment.verticalSizeClass = .vertical(rows: size.height)
      }
    }
    return environment
  }
}

extension ViewGraph {
  /// The root's environment for a host's `environment`, before the first layout.
  func sceneEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
    context.scene.baseEnvironment = environment
    return context.scene.rootEnvironment
  }

  /// Gives the root the size classes of a screen of `size`, when they changed.
  func applyScreenSize(_ size: Size) {
    guard context.scene.size != size else { return }
    let old = context.scene.rootEnvironment
    context.scene.size = size
    let new = context.scene.rootEnvironment
    guard
      old.horizontalSizeClass != new.horizontalSizeClass
        || old.verticalSizeClass != new.verticalSizeClass
    else { return }
    updateRootEnvironment()
  }

  /// The scene's phase: `.active` while the app runs, `.background` while it is suspended
  /// (the run loop sets it around Ctrl-Z). Views reading `scenePhase` update.
  package func setScenePhase(_ phase: ScenePhase) {
    guard context.scene.phase != phase else { return }
    context.scene.phase = phase
    updateRootEnvironment()
  }

  /// The colour scheme of the terminal's background (`colorScheme` at the root), when the
  /// terminal reports it or a change of it.
  package func setTerminalColorScheme(_ scheme: ColorScheme) {
    guard context.scene.terminalColorScheme != scheme else { return }
    context.scene.terminalColorScheme = scheme
    updateRootEnvironment()
  }

  private func updateRootEnvironment() {
    withDiagnostics {
      root.update(view: root.view, environment: context.scene.rootEnvironment, viewIsSame: true)
    }
    processUpdates()
  }
}
