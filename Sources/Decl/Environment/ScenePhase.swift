/// Whether the app's scene is on screen: `.active` while it runs in the terminal, `.background`
/// while the process is suspended (Ctrl-Z), `.inactive` on the way between.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// .onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
/// ```
public enum ScenePhase: Hashable, Comparable, Sendable {
  case background
  case inactive
  case active
}

extension EnvironmentValues {
  /// Whether the scene is on screen (see `ScenePhase`).
  @Entry public var scenePhase: ScenePhase = ScenePhase.active
}
