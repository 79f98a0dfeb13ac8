import Decl

extension TestHost {
  /// Moves the scene to `phase`, as the terminal app does around Ctrl-Z (`.background` while
  /// suspended), and renders again.
  public func setScenePhase(_ phase: ScenePhase) {
    renderer.graph.setScenePhase(phase)
    render()
  }
}
