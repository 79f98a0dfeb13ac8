import Decl
import DeclCanvas
import DeclInput

/// How one kind of view behaves in the graph: how it is sized and placed, and how it draws.
///
/// Each primitive view kind has one behaviour type, in its own file under `Nodes/`, which owns
/// what that kind remembers between frames (a text field's caret, a list's scroll position).
/// The view value hands itself to its behaviour through `PrimitiveNodeView`, which names the
/// behaviour's type; a node holds one behaviour for its whole life, since a node's view type
/// never changes.
///
/// What a kind is, as far as layout goes, is said by which of the category protocols it
/// adopts: `LeafBehavior` (draws itself, no children), `TransparentBehavior` (layout looks
/// through it to its children), `ContentModifierBehavior` (one content child it sizes,
/// places or draws differently), or its own sizing and placing (containers).
@MainActor
package protocol NodeBehavior: AnyObject {
  /// Whether layout looks through the node to its children, which then flow into the
  /// enclosing container (groups, branches, views with a body, modifiers that change no
  /// layout).
  var isTransparent: Bool { get }

  /// The size the node wants for a proposal (the node caches the answer per proposal).
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size

  /// Places the node's children inside `rect`, the node's own frame.
  func place(_ node: ViewNode, in rect: Rect)

  /// Draws the node and its children into the frame being drawn.
  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext)

  /// The children on the node's own screen: all of them, except presented views (drawn as
  /// layers or pushed screens) and a navigation stack's covered screens.
  func screenChildren(of node: ViewNode) -> [ViewNode]

  /// Runs after every new description of the node (`isFirst` the first time): lifecycle
  /// actions, registrations with the graph.
  func didUpdate(_ node: ViewNode, isFirst: Bool)

  /// Runs as the node leaves the graph.
  func willUnmount(_ node: ViewNode)

  /// Forgets layout results that depended on the node's old description.
  func invalidateLayout()

  /// The node as a `SubviewTraitsBehavior`, or nil. A requirement (answered by the default
  /// extensions) rather than an `as?` cast: stacks ask every subview on every measurement,
  /// and a cast to a protocol is a conformance lookup each time.
  var subviewTraits: (any SubviewTraitsBehavior)? { get }
}

extension NodeBehavior {
  package func screenChildren(of node: ViewNode) -> [ViewNode] { node.children }
  package func didUpdate(_ node: ViewNode, isFirst: Bool) {}
  package func willUnmount(_ node: ViewNode) {}
  package func invalidateLayout() {}
  package var subviewTraits: (any SubviewTraitsBehavior)? { nil }

  /// A behaviour that draws nothing of its own draws its children.
  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    node.drawChildren(into: &drawing, context: context)
  }
}

/// A view drawn by its behaviour alone, with no children.
@MainActor
package protocol LeafBehavior: NodeBehavior {}

extension LeafBehavior {
  package var isTransparent: Bool { false }
  package func place(_ node: ViewNode, in rect: Rect) {}
}

/// A node layout looks through: its children flow into the enclosing container. Asked
/// directly (at the root, or as a modifier's content), it lays several children out in a
/// column, as SwiftUI does for a view whose body is several views.
@MainActor
package protocol TransparentBehavior: NodeBehavior {}

extension TransparentBehavior {
  package var isTransparent: Bool { true }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.implicitColumnSize(proposal)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    node.placeImplicitColumn(in: rect)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    paintColorSchemeBackground(node, into: &drawing, context: context)
    node.drawChildren(into: &drawing, context: context)
  }

  /// Where a `preferredColorScheme` took effect, paints that scheme's background behind the
  /// content (the terminal's own background stays everywhere else).
  package func paintColorSchemeBackground(
    _ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext
  ) {
    guard node.environment.isColorSchemeExplicit,
      !(node.parent?.environment.isColorSchemeExplicit ?? false)
    else { return }
    let background = StyleResolver.background(of: node.environment.colorScheme)
    let foreground = StyleResolver.foreground(of: node.environment.colorScheme)
    let style = CellStyle(
      foreground: .rgb(foreground.0, foreground.1, foreground.2),
      background: .rgb(background.0, background.1, background.2), attributes: [])
    drawing.canvas.fill(context.translated(node.frame).intersection(context.clip), style: style)
  }
}

/// A modifier over one content child (`.content` role) that is a layout unit of its own: by
/// default it takes its content's size and frame and draws it; each kind overrides what it
/// changes.
@MainActor
package protocol ContentModifierBehavior: NodeBehavior {}

extension ContentModifierBehavior {
  package var isTransparent: Bool { false }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.content?.sizeThatFits(proposal) ?? .zero
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    node.content?.place(in: rect, proposal: node.currentProposal)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    node.drawChildren(into: &drawing, context: context)
  }
}

/// A control: it takes focus, gets keys, and is clicked and tapped.
@MainActor
package protocol ControlBehavior: NodeBehavior {
  /// Whether Tab can reach the control when it is enabled.
  func acceptsFocus(_ node: ViewNode) -> Bool
  /// Whether a click (or `tap`) focuses it, as on macOS: text fields, sliders and list rows
  /// take focus; buttons, toggles, steppers and pickers act and leave focus where it was.
  func clickTakesFocus(_ node: ViewNode) -> Bool
  /// Handles a key while focused; returns whether the control used it. A repeat comes as a
  /// press does; a release never comes here.
  func handleKey(_ event: KeyEvent, node: ViewNode) -> Bool
  /// A key released while the control is focused (reported by terminals speaking the kitty
  /// keyboard protocol only).
  func handleKeyRelease(_ event: KeyEvent, node: ViewNode)
  /// A click at `point` (inside the control).
  func click(at point: Point, node: ViewNode)
  /// How `TestHost.tap` ranks the control: `.control` (buttons, links, toggles) before
  /// `.gesture` (tap gestures, rows); nil when a tap cannot act on it.
  func tapPriority(_ node: ViewNode) -> TapPriority?
  /// Acts as a tap does.
  func activate(_ node: ViewNode)
  /// The word for the control in messages ("button", "toggle").
  var controlName: String { get }
  /// The keys the control takes while focused, for the key help footer (`keyboardHelp()`).
  func keyHelp(_ node: ViewNode) -> [KeyHelp]
  /// The text `tap` matches: by default what the control shows.
  func tapText(_ node: ViewNode) -> String
  /// Whether typed characters go to the control before `onKeyPress` handlers (a text field).
  var takesTypedCharacters: Bool { get }
}

extension ControlBehavior {
  package func tapText(_ node: ViewNode) -> String { node.textContent }
  package func handleKeyRelease(_ event: KeyEvent, node: ViewNode) {}
  package var takesTypedCharacters: Bool { false }
}

/// A control whose look is its one child (the style's body over the label): sized and placed
/// as the control, drawn with the control's click region and focus ring.
@MainActor
package protocol StyledControlBehavior: ControlBehavior {}

extension StyledControlBehavior {
  package var isTransparent: Bool { false }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.content?.sizeThatFits(proposal) ?? .zero
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    node.content?.place(in: rect, proposal: nil)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    node.drawControl(into: &drawing, context: context, focusFrame: node.frame)
  }
}

/// Which controls `tap` prefers when several match a label.
package enum TapPriority: Int, Comparable {
  case control
  case gesture

  package static func < (a: TapPriority, b: TapPriority) -> Bool { a.rawValue < b.rawValue }
}

/// A view whose node has a behaviour of its own rather than a `body`, as the graph sees it:
/// the graph makes a node's behaviour from its first view value and hands it every later value.
/// Views adopt `PrimitiveNodeView`, which names the behaviour's type; only a view whose
/// behaviour type depends on its value (a modified view, a text field over a value, a user's
/// layout) adopts this one directly.
@MainActor
package protocol AnyPrimitiveNodeView: View {
  /// The behaviour of a new node showing this view.
  func makeNodeBehavior() -> any NodeBehavior
  /// Gives the node's behaviour (made by `makeNodeBehavior()` of a value of the same type) this
  /// value and returns the children it shows.
  func describeChildren(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec]
}

/// A primitive view and the type of its behaviour. Each primitive view conforms in the file of
/// its behaviour, `Behavior` inferred from `makeBehavior()`:
///
///     extension Divider: PrimitiveNodeView {
///       func makeBehavior() -> DividerNode { DividerNode() }
///       func describe(to behavior: DividerNode, in node: ViewNode) -> [ChildSpec] { [] }
///     }
@MainActor
package protocol PrimitiveNodeView: AnyPrimitiveNodeView {
  associatedtype Behavior: NodeBehavior
  /// The behaviour of a new node showing this kind of view.
  func makeBehavior() -> Behavior
  /// Gives the node's behaviour this value (the latest its parent described) and returns the
  /// children it shows.
  func describe(to behavior: Behavior, in node: ViewNode) -> [ChildSpec]
}

extension PrimitiveNodeView {
  package func makeNodeBehavior() -> any NodeBehavior { makeBehavior() }

  package func describeChildren(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec] {
    describe(to: node.typedBehavior(behavior, as: Behavior.self), in: node)
  }
}

/// A built-in modifier: `ModifiedContent` with it is a node whose behaviour is `Node`. (With
/// any other modifier, the node runs the modifier's `body`.)
@MainActor
package protocol PrimitiveNodeModifier: ViewModifier {
  associatedtype Node: ModifierNode where Node.Modifier == Self
}

/// The behaviour of a built-in modifier: made with the modifier's first value and given each
/// later one before its children are described.
@MainActor
package protocol ModifierNode: NodeBehavior {
  associatedtype Modifier
  init(_ modifier: Modifier)
  var modifier: Modifier { get set }
  /// The children the modifier shows: by default the content, in the node's environment.
  func children(content: any View, in node: ViewNode) -> [ChildSpec]
}

extension ModifierNode {
  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    [ChildSpec(.content, view: content, environment: node.environment)]
  }
}

extension PrimitiveNodeModifier {
  package func makeBehavior() -> any NodeBehavior { Node(self) }

  package func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    let behavior = node.typedBehavior(behavior, as: Node.self)
    behavior.modifier = self
    return behavior.children(content: content, in: node)
  }
}
