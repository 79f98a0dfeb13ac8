import Foundation

/// A UIKit view controller in a SwiftUI hierarchy, run as a `UIViewRepresentable` is: made,
/// updated and dismantled as SwiftUI does, sized by `sizeThatFits`, drawn as the background of
/// its view (a terminal cannot draw a UIKit view controller).
public protocol UIViewControllerRepresentable: View {
  /// The UIKit view controller.
  associatedtype UIViewControllerType: UIViewController
  /// What the controller reports back to SwiftUI through (a delegate).
  associatedtype Coordinator = Void
  /// What `makeUIViewController` and `updateUIViewController` are given.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the view controller, once.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the view controller up to date with the representable.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Cleans up the view controller when it leaves the screen.
  static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)
  /// Makes the coordinator, once, before the view controller.
  func makeCoordinator() -> Coordinator
  /// The view controller's size for `proposal`, in points; nil takes what is offered.
  func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize?
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}

  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize? { nil }

  /// The view Decl shows for the representable.
  public var body: _RepresentedUIKitView {
    let representable = self
    return _RepresentedUIKitView(
      control: RepresentableControl(
        type: Self.self,
        make: { environment in
          let coordinator = representable.makeCoordinator()
          let context = Context(coordinator: coordinator, environment: environment)
          return (representable.makeUIViewController(context: context), coordinator)
        },
        update: { controller, coordinator, environment in
          guard let controller = controller as? UIViewControllerType,
            let coordinator = coordinator as? Coordinator
          else { return }
          representable.updateUIViewController(
            controller, context: Context(coordinator: coordinator, environment: environment))
        },
        dismantle: { controller, coordinator in
          guard let controller = controller as? UIViewControllerType,
            let coordinator = coordinator as? Coordinator
          else { return }
          Self.dismantleUIViewController(controller, coordinator: coordinator)
        },
        sizeThatFits: { proposal, controller, coordinator, environment in
          guard let controller = controller as? UIViewControllerType,
            let coordinator = coordinator as? Coordinator
          else { return nil }
          return representable.sizeThatFits(
            proposal, uiViewController: controller,
            context: Context(coordinator: coordinator, environment: environment))
        },
        background: { _ in nil }))
  }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewControllerRepresentable`'s methods are given: its coordinator, the
/// environment, and the transaction of the update.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The coordinator `makeCoordinator` made.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update (Decl's changes happen at once).
  public var transaction = Transaction()
  /// The environment where the view controller is.
  public var environment: EnvironmentValues

  package init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
    self.coordinator = coordinator
    self.environment = environment
  }
}
