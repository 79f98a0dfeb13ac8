import Decl
import DeclCanvas
import DeclGraph
import Foundation

/// A `UIViewRepresentable` or `UIViewControllerRepresentable`: the node makes the coordinator
/// and the UIKit object when it first shows, updates the object each time the representable
/// changes, and dismantles it when it leaves the screen (or another representable type takes
/// its place). It takes the size `sizeThatFits` gives (all that is offered when that is nil)
/// and fills it with the view's background colour, the one part of a UIKit view a terminal can
/// draw.
package final class RepresentableNode: LeafBehavior {
  private var control: RepresentableControl?
  private var made: (object: AnyObject, coordinator: Any, type: ObjectIdentifier)?

  func describe(_ control: RepresentableControl, in node: ViewNode) -> [ChildSpec] {
    let type = ObjectIdentifier(control.type)
    if let made, made.type != type, let previous = self.control {
      previous.dismantle(made.object, made.coordinator)
      self.made = nil
    }
    self.control = control
    let environment = node.environment
    if let made {
      control.update(made.object, made.coordinator, environment)
    } else {
      let new = control.make(environment)
      made = (new.object, new.coordinator, type)
      control.update(new.object, new.coordinator, environment)
    }
    return []
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let scale = node.environment.pointScale
    if let control, let made,
      let size = control.sizeThatFits(
        scale.points(proposal), made.object, made.coordinator, node.environment)
    {
      return scale.cells(size)
    }
    return proposal.replacingUnspecified(by: Size(width: 0, height: 0))
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    guard let control, let made, let color = control.background(made.object) else { return }
    let area = context.translated(node.frame).intersection(context.clip)
    guard !area.isEmpty,
      let cell = StyleResolver(environment: node.environment).cellColor(color)
    else { return }
    drawing.canvas.setBackground(cell, in: area)
  }

  package func willUnmount(_ node: ViewNode) {
    guard let control, let made else { return }
    control.dismantle(made.object, made.coordinator)
    self.made = nil
  }
}

extension _RepresentedUIKitView: PrimitiveNodeView {
  package func makeBehavior() -> RepresentableNode { RepresentableNode() }

  package func describe(to behavior: RepresentableNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(control, in: node)
  }
}
