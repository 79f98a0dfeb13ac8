import Foundation

/// How a view would come and go when it is inserted or removed. Transitions are accepted and
/// kept as values but not run: a terminal shows and hides the view at once.
///
/// ```swift
/// if isShowing {
///   Text("Saved").transition(.move(edge: .top).combined(with: .opacity))
/// }
/// ```
public struct AnyTransition: Sendable {
  /// What the transition would do, as a description.
  private let name: String

  private init(_ name: String) { self.name = name }

  /// A type-erased `transition`.
  public init<T: Transition>(_ transition: T) { self.init("\(T.self)") }

  /// Leaves the view as it is.
  public static let identity = AnyTransition("identity")
  /// Fades the view in and out.
  public static let opacity = AnyTransition("opacity")
  /// Slides the view in from the leading edge and out to the trailing edge.
  public static let slide = AnyTransition("slide")
  /// Scales the view from nothing.
  public static let scale = AnyTransition("scale")

  /// Scales the view from `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition("scale \(scale)")
  }

  /// Moves the view in from, and out towards, `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition("move \(edge)") }

  /// Offsets the view by `offset`.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition("offset \(offset.width) \(offset.height)")
  }

  /// Offsets the view by `x` and `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// Moves the view in from `edge` while fading it in, and out the other way.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push \(edge)") }

  /// Uses `insertion` when the view appears and `removal` when it goes.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition("asymmetric \(insertion.name) \(removal.name)")
  }

  /// A transition between a modifier applied while the view comes or goes and one applied
  /// while it is shown.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition("modifier \(E.self)")
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition("\(name) + \(other.name)")
  }

  /// The transition run with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
  /// How the view would be inserted and removed. A terminal shows and hides it at once:
  /// accepted and ignored.
  public func transition(_ t: AnyTransition) -> some View { self }
}
