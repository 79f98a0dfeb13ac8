/// UIKit's view, as far as SwiftUI code reaches it: the classes whose `appearance()` proxy an
/// app styles in `init` (navigation bars, table views, segmented controls). A terminal draws
/// SwiftUI's own controls, so what is set on a proxy is kept but not drawn.
@MainActor
open class UIView: UIResponder {
  public required override init() { super.init() }

  /// The proxy whose settings UIKit applies to every view of the class: accepted.
  public class func appearance() -> Self { Self() }

  /// The proxy for views inside containers of the given classes: accepted.
  public class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> Self {
    Self()
  }

  /// The view's background colour.
  public var backgroundColor: UIColor?
  /// The colour controls inside the view are tinted with.
  public var tintColor: UIColor?
  /// The view's opacity.
  public var alpha: CGFloat = 1
  /// Whether the view is hidden.
  public var isHidden = false

  /// Ends editing in the view; accepted (use `@FocusState` to move focus in SwiftUI).
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool { true }
}

/// The state of a control a setting applies to (`setTitleTextAttributes(_:for: .selected)`).
public struct UIControlState: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// A control's base class.
@MainActor
open class UIControl: UIView {
  /// The states a control's settings apply to.
  public typealias State = UIControlState
}

extension UIControlState {
  public static let normal = UIControlState([])
  public static let highlighted = UIControlState(rawValue: 1 << 0)
  public static let disabled = UIControlState(rawValue: 1 << 1)
  public static let selected = UIControlState(rawValue: 1 << 2)
  public static let focused = UIControlState(rawValue: 1 << 3)
}

/// Bar metrics for bar background images.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }
