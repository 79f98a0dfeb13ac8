import Decl
import DeclGraph

/// A presentation modifier (`sheet`, `alert`, `confirmationDialog`, `fullScreenCover`,
/// `navigationDestination`): the content, and while presented the presented view. The
/// presented view is not part of the content's screen: a navigation stack shows it as a screen
/// of its own, and sheets, alerts and dialogs are drawn as modal layers above everything (see
/// `ModalLayers.swift`).
package final class PresentationNode: TransparentBehavior, ModifierNode, PresentingBehavior {
  package var modifier: PresentationModifier
  /// Whether the last update showed the presented view, and for which item.
  private var wasPresented = false
  private var presentedID: AnyHashable?
  /// The control focused before a modal layer opened, focused again when it closes.
  private weak var focusBeforeLayer: ViewNode?
  /// The box a modal layer was laid out in.
  var layerBox: Rect?

  package init(_ modifier: PresentationModifier) { self.modifier = modifier }

  /// The latest presentation described.
  package var presentation: Presentation { modifier.presentation }

  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    let environment = node.environment
    var specs = [ChildSpec(.content, view: content, environment: environment)]
    if let presented = presentation.content {
      var inner = environment
      inner.isPresented = true
      inner.dismiss = DismissAction(token: self) { [weak node] in node?.dismissPresentation() }
      if presentation.isModal {
        // A sheet or dialog is a screen of its own, not a row of the list that presents it.
        inner.isInList = false
        inner.listSelection = nil
        inner.isDialogAction = false
        inner.isInToolbar = false
      }
      specs.append(
        ChildSpec(
          .presented, id: presentation.id.map(ChildID.init(any:)), view: presented,
          environment: inner))
    }
    return specs
  }

  /// The content's screen: not the presented view.
  package func screenChildren(of node: ViewNode) -> [ViewNode] {
    node.children.filter { $0.key.role == .content }
  }

  /// Registers a presented modal as a layer (or a pushed screen with its stack), and runs
  /// `onDismiss` when the presentation went away.
  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    let graph = node.graph
    let isPresented = node.presentedChild != nil
    // Another item in place of the shown one: the old presentation was dismissed.
    if isPresented, wasPresented, presentation.id != presentedID {
      presentedID = presentation.id
      if let onDismiss = presentation.onDismiss { graph.updates.pendingActions.append(onDismiss) }
      return
    }
    presentedID = presentation.id
    guard isPresented != wasPresented else { return }
    wasPresented = isPresented
    if presentation.isModal {
      if isPresented {
        focusBeforeLayer = graph.focus.focused
        graph.presentations.modalLayers.append(WeakNode(node: node))
        graph.presentations.focusAfterLayout = .firstIn(node)
      } else {
        graph.presentations.modalLayers.removeAll { $0.node === node || $0.node == nil }
        graph.presentations.focusAfterLayout = .restore(focusBeforeLayer)
      }
    } else {
      graph.presentations.navigationPresenters.removeAll { $0.node === node || $0.node == nil }
      if isPresented { graph.presentations.navigationPresenters.append(WeakNode(node: node)) }
      if let stack = node.enclosingNavigationStack {
        stack.invalidateLayout()
      } else if isPresented {
        graph.warn(
          "navigationDestination presented "
            + "\(presentation.content.map { "\(type(of: $0))" } ?? "a view") "
            + "outside a NavigationStack; put the view inside a NavigationStack to push it")
      }
    }
    if !isPresented, let onDismiss = presentation.onDismiss {
      graph.updates.pendingActions.append(onDismiss)
    }
  }

  /// Forgets a presentation that goes away with its node.
  package func willUnmount(_ node: ViewNode) {
    guard wasPresented else { return }
    node.graph.presentations.modalLayers.removeAll { $0.node === node || $0.node == nil }
    node.graph.presentations.navigationPresenters.removeAll { $0.node === node || $0.node == nil }
  }
}

extension PresentationModifier: PrimitiveNodeModifier {
  package typealias Node = PresentationNode
}

/// A presentation modifier's latest value, which holds the newest `dismiss` closure (closures
/// do not count as changes, so the described one may be older).
@MainActor
protocol ModifiedContentPresentation {
  var latestPresentation: Presentation? { get }
}

extension ModifiedContent: ModifiedContentPresentation {
  var latestPresentation: Presentation? { (modifier as? PresentationModifier)?.presentation }
}

extension ViewNode {
  /// Writes the presenting state back, as the user dismissing it does.
  func dismissPresentation() {
    guard status.isMounted,
      let presentation = (view as? ModifiedContentPresentation)?.latestPresentation
    else { return }
    presentation.dismiss()
  }
}
