import Decl

/// What a node of the view graph is, as far as layout and drawing care.
enum NodeKind {
  /// A view with a `body`: its one child is the body.
  case composite
  /// A user `ViewModifier`: its one child is `body(content:)`.
  case customModifier
  /// Passes its children through to the enclosing container (tuples, groups, branches,
  /// `ForEach`, environment writers, explicit ids).
  case transparent
  case text(Text)
  case fill(AnyShapeStyle)
  case spacer(minLength: Int?)
  case divider
  case image(Image)
  case container(Container)
  /// A built-in layout or drawing modifier over child 0 (and, for decorations, child 1).
  case modifier(BuiltinModifier)
  /// An interactive control (button, text field): focusable and driven by keys.
  case control(Control)

  /// Whether layout looks through this node to its children.
  var isTransparent: Bool {
    switch self {
    case .composite, .customModifier, .transparent: true
    case .modifier(.lifecycle), .modifier(.focusBinding), .modifier(.exitCommand),
      .modifier(.presentation), .modifier(.navigationBar), .modifier(.destinationBuilder):
      true
    default: false
    }
  }
}
