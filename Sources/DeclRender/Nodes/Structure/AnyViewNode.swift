import Decl
import DeclGraph

/// A view shown in place of another with nothing added: `AnyView`, a style configuration's
/// label, a tagged view, a modifier's `content`. A different wrapped type is a different
/// child, with its own state.
package final class AnyViewNode: TransparentBehavior {}

extension ErasedView where Self: PrimitiveNodeView {
  package func makeBehavior() -> AnyViewNode { AnyViewNode() }

  package func describe(to behavior: AnyViewNode, in node: ViewNode) -> [ChildSpec] {
    [ChildSpec(.content, view: erasedContent, environment: node.environment)]
  }
}

extension AnyView: PrimitiveNodeView {}
extension _ViewModifier_Content: PrimitiveNodeView {}
extension TaggedView: PrimitiveNodeView {}
extension ButtonStyleConfiguration.Label: PrimitiveNodeView {}
extension ToggleStyleConfiguration.Label: PrimitiveNodeView {}
extension LabelStyleConfiguration.Title: PrimitiveNodeView {}
extension LabelStyleConfiguration.Icon: PrimitiveNodeView {}
extension ProgressViewStyleConfiguration.Label: PrimitiveNodeView {}
extension ProgressViewStyleConfiguration.CurrentValueLabel: PrimitiveNodeView {}
extension GroupBoxStyleConfiguration.Label: PrimitiveNodeView {}
extension GroupBoxStyleConfiguration.Content: PrimitiveNodeView {}
extension LabeledContentStyleConfiguration.Label: PrimitiveNodeView {}
extension LabeledContentStyleConfiguration.Content: PrimitiveNodeView {}
extension GaugeStyleConfiguration.Label: PrimitiveNodeView {}
extension ControlGroupStyleConfiguration.Content: PrimitiveNodeView {}
extension ControlGroupStyleConfiguration.Label: PrimitiveNodeView {}
extension DisclosureGroupStyleConfiguration.Label: PrimitiveNodeView {}
extension DisclosureGroupStyleConfiguration.Content: PrimitiveNodeView {}
extension GaugeStyleConfiguration.CurrentValueLabel: PrimitiveNodeView {}
extension GaugeStyleConfiguration.MinimumValueLabel: PrimitiveNodeView {}
extension GaugeStyleConfiguration.MaximumValueLabel: PrimitiveNodeView {}
extension GaugeStyleConfiguration.MarkedValueLabel: PrimitiveNodeView {}
