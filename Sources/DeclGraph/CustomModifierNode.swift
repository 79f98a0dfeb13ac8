import Decl

/// A user `ViewModifier`: its one child is `body(content:)`, evaluated with the modifier's
/// dynamic properties installed from the node.
package final class CustomModifierNode: TransparentBehavior {
  package init() {}

  package func describe<M: ViewModifier>(_ modifier: M, content: any View, node: ViewNode)
    -> [ChildSpec]
  {
    var installed = modifier
    let body = node.evaluate {
      DynamicPropertyInstaller.install(&installed, context: node)
      return installed.body(content: _ViewModifier_Content<M>(content))
    }
    return [ChildSpec(.content, view: body, environment: node.environment)]
  }
}
