import Foundation

/// The running app, as far as SwiftUI code reaches it. `open(_:)` hands a URL to the system's
/// opener the renderer installs (`xdg-open`/`open`, or the URL printed by an inline run), as a
/// `Link` does; with no app running (tests) nothing opens it.
@MainActor @preconcurrency
public final class UIApplication: UIResponder {
  /// The app.
  public static let shared = UIApplication()

  /// The URL of the app's page in Settings; nothing opens it in a terminal.
  public static let openSettingsURLString = "app-settings:"

  /// The app's one scene: the terminal window.
  public let connectedScenes: Set<UIScene> = [UIWindowScene()]

  /// The app's windows: the terminal window.
  public var windows: [UIWindow] { connectedScenes.compactMap { ($0 as? UIWindowScene)?.window } }

  /// Whether the screen may dim and lock; a terminal never locks itself, so it is accepted.
  public var isIdleTimerDisabled = false

  /// The number on the app's icon; a terminal app has none, so it is accepted.
  public var applicationIconBadgeNumber = 0

  /// The app is always active while it runs in the terminal.
  public var applicationState: State { .active }

  /// Where the app is in its lifecycle.
  public enum State: Int, Sendable { case active, inactive, background }

  /// Options for `open(_:options:completionHandler:)`.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
  }

  /// Asks the system to open `url` (the platform's opener while an app runs); the handler is
  /// told whether it did.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let opened = OpenURLAction.system?(url) ?? false
    completion?(opened)
  }

  /// Whether the system can open `url`: while an app runs, web and mail URLs, which the
  /// platform's opener hands on; none in tests.
  public func canOpenURL(_ url: URL) -> Bool {
    guard OpenURLAction.system != nil else { return false }
    return ["http", "https", "mailto", "file"].contains(url.scheme?.lowercased() ?? "")
  }

  /// Registers for remote notifications, which a terminal does not receive: accepted.
  public func registerForRemoteNotifications() {}
}

/// A UI scene; the terminal window is the one scene there is.
@MainActor @preconcurrency
public class UIScene: UIResponder {
  /// Whether the scene is in front: always, in a terminal.
  public var activationState: ActivationState { .foregroundActive }

  /// Where a scene is in its lifecycle.
  public enum ActivationState: Int, Sendable {
    case unattached, foregroundActive, foregroundInactive, background
  }
}

/// The scene that holds the terminal window.
@MainActor @preconcurrency
public final class UIWindowScene: UIScene {
  /// The terminal window.
  public let window = UIWindow()

  /// The scene's windows.
  public var windows: [UIWindow] { [window] }

  /// The key window.
  public var keyWindow: UIWindow? { window }

  /// The screen the scene is on.
  public var screen: UIScreen { .main }
}

/// The terminal window.
@MainActor @preconcurrency
public final class UIWindow: UIView {
  /// Whether this is the key window: the terminal window always is.
  public var isKeyWindow: Bool { true }

  /// The view controller at the root of the window; SwiftUI's hierarchy has none to show.
  public var rootViewController: UIViewController?

  /// The window's size in points: the screen's.
  public var bounds: CGRect { UIScreen.main.bounds }

  /// Makes the window key and visible: it already is.
  public func makeKeyAndVisible() {}
}

/// A view controller, as code that looks one up from a window names it.
@MainActor
open class UIViewController: UIResponder {
  /// The view controller presented over this one.
  public var presentedViewController: UIViewController?

  /// Presents a view controller; SwiftUI's presentation is the terminal's, so it is accepted.
  public func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    completion?()
  }

  /// Dismisses the presented view controller: accepted.
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    completion?()
  }

  /// The controller's view: a plain view (a terminal draws SwiftUI views, not UIKit ones).
  public var view: UIView! = UIView()

  /// Whether the controller refuses interactive dismissal.
  open var isModalInPresentation = false

  /// The controller whose status bar style or visibility the system asks for: none.
  open var childForStatusBarStyle: UIViewController? { nil }
  open var childForStatusBarHidden: UIViewController? { nil }
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  /// The status bar's style: a terminal has no status bar, so these are read by no one.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open var prefersStatusBarHidden: Bool { false }
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
  open var prefersHomeIndicatorAutoHidden: Bool { false }

  public override init() { super.init() }

  /// A controller from an archive: the archive is not read (Decl has no storyboards).
  public required init?(coder: NSCoder) { super.init() }

  // The lifecycle UIKit calls; a terminal shows SwiftUI views, so UIKit calls none of them and
  // subclasses that override them compile.
  open func loadView() {}
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
}
