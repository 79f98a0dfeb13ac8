// The UIKit types a view controller's overridable members name. A terminal has no status bar,
// home indicator or screen-edge gestures, so their values are kept and read by no one.

/// The status bar's content style.
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}

/// How the status bar animates when it is shown or hidden.
public enum UIStatusBarAnimation: Int, Sendable {
  case none = 0
  case fade = 1
  case slide = 2
}

/// Edges of a rectangle.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A key command a responder offers (SwiftUI code uses `keyboardShortcut` instead).
@MainActor
open class UIKeyCommand {
  /// The command's key.
  public let input: String?
  /// The command's title.
  public var title: String

  public init(title: String = "", input: String? = nil) {
    self.title = title
    self.input = input
  }
}

/// What coordinates a size change's animation.
@MainActor
public protocol UIViewControllerTransitionCoordinator {}

/// An object whose content size its container follows.
@MainActor
public protocol UIContentContainer {}

extension UIViewController: UIContentContainer {}

/// A state a content configuration is updated for (selected, highlighted, …).
public protocol UIConfigurationState {}

/// What a cell shows, as a value that makes its content view.
public protocol UIContentConfiguration {
  /// A view that shows the configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// The configuration for `state`.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view made from a content configuration.
@MainActor
public protocol UIContentView {
  /// The configuration the view shows.
  var configuration: any UIContentConfiguration { get set }
}
