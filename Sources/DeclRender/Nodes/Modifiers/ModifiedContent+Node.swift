import Decl
import DeclGraph

/// `ModifiedContent` as a node: a built-in modifier's behaviour (`PrimitiveNodeModifier`), a
/// geometry effect, an environmental modifier, a modified grid row, or the body-running
/// `CustomModifierNode` for any other modifier.
extension ModifiedContent: AnyPrimitiveNodeView where Content: View, Modifier: ViewModifier {
  /// The grid row this is, with its modifiers moved onto the cells, when it modifies one.
  @MainActor private var modifiedGridRow: (any AnyPrimitiveNodeView)? {
    (self as? any GridRowModifiable)?.modifiedRow
  }

  package func makeNodeBehavior() -> any NodeBehavior {
    // A modified grid row stays a row whose cells carry the modifiers (`GridRowModifiable`).
    if let row = modifiedGridRow { return row.makeNodeBehavior() }
    if modifier is any GeometryEffect { return GeometryEffectNode() }
    if modifier is any EnvironmentalModifier { return EnvironmentalModifierNode() }
    return (modifier as? any PrimitiveNodeModifier)?.makeBehavior() ?? CustomModifierNode()
  }

  package func describeChildren(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec] {
    if let row = modifiedGridRow { return row.describeChildren(to: behavior, in: node) }
    if let primitive = modifier as? any PrimitiveNodeModifier {
      return primitive.describe(content: content, to: behavior, in: node)
    }
    if let effect = modifier as? any GeometryEffect {
      node.typedBehavior(behavior, as: GeometryEffectNode.self).effect = effect
      return [ChildSpec(.content, view: content, environment: node.environment)]
    }
    if let environmental = modifier as? any EnvironmentalModifier {
      let view = environmental.resolved(content: content, in: node.environment)
      return [ChildSpec(.content, view: view, environment: node.environment)]
    }
    return node.typedBehavior(behavior, as: CustomModifierNode.self)
      .describe(modifier, content: content, node: node)
  }
}
