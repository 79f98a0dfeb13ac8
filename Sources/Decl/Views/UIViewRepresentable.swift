import Foundation

/// A UIKit view in a SwiftUI hierarchy. Decl runs the protocol as SwiftUI does (it makes the
/// coordinator and the view once, updates the view whenever the representable changes, and
/// dismantles it when it leaves the screen), sizes it by `sizeThatFits` (all the space offered
/// when that is nil), and draws its `backgroundColor`: a terminal cannot draw a UIKit view.
///
/// ```swift
/// struct Banner: UIViewRepresentable {
///   func makeUIView(context: Context) -> UIView { UIView() }
///   func updateUIView(_ view: UIView, context: Context) { view.backgroundColor = .systemBlue }
/// }
/// ```
public protocol UIViewRepresentable: View {
  /// The UIKit view.
  associatedtype UIViewType: UIView
  /// What the view reports back to SwiftUI through (a delegate).
  associatedtype Coordinator = Void
  /// What `makeUIView` and `updateUIView` are given.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the view, once.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the view up to date with the representable.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Cleans up the view when it leaves the screen.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// Makes the coordinator, once, before the view.
  func makeCoordinator() -> Coordinator
  /// The view's size for `proposal`, in points; nil takes what is offered.
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context)
    -> CGSize?
  { nil }

  /// The view Decl shows for the representable.
  public var body: _RepresentedUIKitView {
    let representable = self
    return _RepresentedUIKitView(
      control: RepresentableControl(
        type: Self.self,
        make: { environment in
          let coordinator = representable.makeCoordinator()
          let context = Context(coordinator: coordinator, environment: environment)
          return (representable.makeUIView(context: context), coordinator)
        },
        update: { view, coordinator, environment in
          guard let view = view as? UIViewType, let coordinator = coordinator as? Coordinator
          else { return }
          representable.updateUIView(
            view, context: Context(coordinator: coordinator, environment: environment))
        },
        dismantle: { view, coordinator in
          guard let view = view as? UIViewType, let coordinator = coordinator as? Coordinator
          else { return }
          Self.dismantleUIView(view, coordinator: coordinator)
        },
        sizeThatFits: { proposal, view, coordinator, environment in
          guard let view = view as? UIViewType, let coordinator = coordinator as? Coordinator
          else { return nil }
          return representable.sizeThatFits(
            proposal, uiView: view,
            context: Context(coordinator: coordinator, environment: environment))
        },
        background: { ($0 as? UIView)?.backgroundColor.map(Color.init(uiColor:)) }))
  }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewRepresentable`'s methods are given: its coordinator, the environment, and the
/// transaction of the update.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator `makeCoordinator` made.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update (Decl's changes happen at once).
  public var transaction = Transaction()
  /// The environment where the view is.
  public var environment: EnvironmentValues

  package init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
    self.coordinator = coordinator
    self.environment = environment
  }
}

/// The view Decl shows for a `UIViewRepresentable` or `UIViewControllerRepresentable`.
public struct _RepresentedUIKitView: View {
  package let control: RepresentableControl
  public typealias Body = Never
}

/// What the renderer needs of a representable: its type, and its methods with the UIKit
/// object and coordinator type-erased.
package struct RepresentableControl {
  package let type: Any.Type
  package let make: @MainActor (EnvironmentValues) -> (object: AnyObject, coordinator: Any)
  package let update: @MainActor (AnyObject, Any, EnvironmentValues) -> Void
  package let dismantle: @MainActor (AnyObject, Any) -> Void
  package let sizeThatFits:
    @MainActor (ProposedViewSize, AnyObject, Any, EnvironmentValues) -> CGSize?
  package let background: @MainActor (AnyObject) -> Color?
}
