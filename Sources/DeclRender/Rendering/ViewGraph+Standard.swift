import Decl
import DeclGraph

extension ViewGraph {
  /// A graph whose focus `FocusManager` keeps and whose frames run the standard phases.
  /// `writeWarning` prints Decl's warnings (the runtime keeps them off the screen); by default
  /// they are only counted in `RenderStats.warnings`.
  package convenience init(
    root view: any View, environment: EnvironmentValues, screenSize: Size? = nil,
    sceneStorage: SceneStorageValues? = nil, writeWarning: @escaping (String) -> Void = { _ in }
  ) {
    self.init(
      root: view, environment: environment, screenSize: screenSize, sceneStorage: sceneStorage,
      writeWarning: writeWarning, focus: FocusManager.init(updates:),
      phases: StandardFramePhases())
  }
}
