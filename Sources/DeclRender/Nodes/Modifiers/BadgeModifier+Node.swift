import Decl

/// `badge`: a preference the tab bar and list rows read (a row shows it at its end).
extension BadgeModifier: PrimitiveNodeModifier {
  typealias Node = PreferenceNode<Self>
}
