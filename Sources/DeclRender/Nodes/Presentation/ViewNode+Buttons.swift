import Decl
import DeclGraph

// The buttons an alert or a dialog finds among its actions (the cancel button Escape presses).

extension ViewNode {
  /// The first button below this node (on its screen) whose role matches.
  func firstButton(where matches: (ButtonControl) -> Bool) -> ViewNode? {
    if behavior is ButtonNode, let button = currentControl(ButtonControl.self), matches(button) {
      return self
    }
    for child in screenChildren {
      if let found = child.firstButton(where: matches) { return found }
    }
    return nil
  }

  /// The role of this node's button, if it is one.
  var buttonRole: ButtonRole? {
    behavior(ButtonNode.self)?.role
  }
}
