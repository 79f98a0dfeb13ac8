import Foundation

// The UIKit views whose appearance SwiftUI apps set in `init`. SwiftUI's own navigation
// stacks, lists, pickers and steppers draw the terminal's controls, so these settings are
// kept on the proxy and not drawn (README: "Differences from SwiftUI").

/// The navigation bar's appearance proxy (`UINavigationBar.appearance()`).
@MainActor @preconcurrency
public final class UINavigationBar: UIView {
  public var standardAppearance = UINavigationBarAppearance()
  public var compactAppearance: UINavigationBarAppearance?
  public var scrollEdgeAppearance: UINavigationBarAppearance?
  public var compactScrollEdgeAppearance: UINavigationBarAppearance?
  public var titleTextAttributes: [NSAttributedString.Key: Any]?
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  public var barTintColor: UIColor?
  public var isTranslucent = true
  public var prefersLargeTitles = false
  public var shadowImage: UIImage?
  private var backgroundImages: [UIBarMetrics: UIImage] = [:]

  /// Sets the bar's background image for a metrics: accepted.
  public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics] = backgroundImage
  }

  /// The background image set for a metrics.
  public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[barMetrics]
  }
}

/// The tab bar's appearance proxy (`UITabBar.appearance()`).
@MainActor @preconcurrency
public final class UITabBar: UIView {
  public var standardAppearance = UITabBarAppearance()
  public var scrollEdgeAppearance: UITabBarAppearance?
  public var barTintColor: UIColor?
  public var unselectedItemTintColor: UIColor?
  public var isTranslucent = true
  public var backgroundImage: UIImage?
  public var shadowImage: UIImage?
}

/// The toolbar's appearance proxy (`UIToolbar.appearance()`).
@MainActor @preconcurrency
public final class UIToolbar: UIView {
  public var barTintColor: UIColor?
  public var isTranslucent = true
}

/// A scroll view's appearance proxy.
@MainActor
open class UIScrollView: UIView {
  public var bounces = true
  public var showsVerticalScrollIndicator = true
  public var showsHorizontalScrollIndicator = true
  public var keyboardDismissMode: KeyboardDismissMode = .none

  /// How dragging dismisses the keyboard.
  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
}

/// The table view's appearance proxy (`UITableView.appearance()`), which lists used on iOS 15.
@MainActor @preconcurrency
public final class UITableView: UIScrollView {
  public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  public var separatorColor: UIColor?
  public var sectionHeaderTopPadding: CGFloat = 0
  public var tableFooterView: UIView?
  public var tableHeaderView: UIView?
}

/// The table view cell's appearance proxy.
@MainActor @preconcurrency
public final class UITableViewCell: UIView {
  public var selectionStyle: SelectionStyle = .default

  /// How rows are separated.
  public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
  /// How a selected cell shows.
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
}

/// The collection view's appearance proxy.
@MainActor @preconcurrency
public final class UICollectionView: UIScrollView {}

/// The text view's appearance proxy (`TextEditor`'s background on iOS 15).
@MainActor @preconcurrency
public final class UITextView: UIScrollView {}

/// The text field's appearance proxy.
@MainActor @preconcurrency
public final class UITextField: UIControl {
  public var clearButtonMode: ViewMode = .never

  /// When a text field's accessory shows.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
}

/// The segmented control's appearance proxy (`Picker` with `.segmented` style).
@MainActor @preconcurrency
public final class UISegmentedControl: UIControl {
  public var selectedSegmentTintColor: UIColor?
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Sets the segments' title attributes for a state: accepted.
  public func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The title attributes set for a state.
  public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }
}

/// The stepper's appearance proxy.
@MainActor @preconcurrency
public final class UIStepper: UIControl {
  private var images: [String: UIImage] = [:]

  /// Sets the image of the decrement button for a state: accepted.
  public func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
    images["-\(state.rawValue)"] = image
  }

  /// Sets the image of the increment button for a state: accepted.
  public func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
    images["+\(state.rawValue)"] = image
  }
}

/// The switch's appearance proxy (`Toggle`).
@MainActor @preconcurrency
public final class UISwitch: UIControl {
  public var onTintColor: UIColor?
  public var thumbTintColor: UIColor?
}

/// The page control's appearance proxy (`TabView` with the page style).
@MainActor @preconcurrency
public final class UIPageControl: UIControl {
  public var currentPageIndicatorTintColor: UIColor?
  public var pageIndicatorTintColor: UIColor?
}

/// The slider's appearance proxy.
@MainActor @preconcurrency
public final class UISlider: UIControl {
  public var minimumTrackTintColor: UIColor?
  public var maximumTrackTintColor: UIColor?
  public var thumbTintColor: UIColor?
}

/// The label's appearance proxy.
@MainActor @preconcurrency
public final class UILabel: UIView {
  public var textColor: UIColor?
  public var font: UIFont?
}

/// What a bar looks like (`UINavigationBarAppearance`, `UITabBarAppearance`): kept, not drawn.
@MainActor
open class UIBarAppearance {
  public var backgroundColor: UIColor?
  public var backgroundImage: UIImage?
  public var backgroundEffect: UIBlurEffect?
  public var shadowColor: UIColor?
  public var shadowImage: UIImage?

  public init() {}

  /// An opaque background in the system colour.
  public func configureWithOpaqueBackground() {}
  /// A transparent background with no shadow.
  public func configureWithTransparentBackground() {
    backgroundColor = .clear
    shadowColor = .clear
  }
  /// The system's default background.
  public func configureWithDefaultBackground() {}
}

/// What a navigation bar looks like.
@MainActor @preconcurrency
public final class UINavigationBarAppearance: UIBarAppearance {
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var backButtonAppearance = UIBarButtonItemAppearance()
  public var buttonAppearance = UIBarButtonItemAppearance()

  /// Sets the image of the back button: accepted.
  public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
  }
}

/// What a tab bar looks like.
@MainActor @preconcurrency
public final class UITabBarAppearance: UIBarAppearance {
  public var stackedLayoutAppearance = UITabBarItemAppearance()
  public var inlineLayoutAppearance = UITabBarItemAppearance()
  public var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

/// What a tab bar item looks like.
@MainActor @preconcurrency
public final class UITabBarItemAppearance {
  public let normal = UITabBarItemStateAppearance()
  public let selected = UITabBarItemStateAppearance()
  public let disabled = UITabBarItemStateAppearance()
  public let focused = UITabBarItemStateAppearance()
  public init() {}
}

/// What a tab bar item looks like in one state.
@MainActor @preconcurrency
public final class UITabBarItemStateAppearance {
  public var iconColor: UIColor?
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var badgeBackgroundColor: UIColor?
  public init() {}
}

/// What a bar button item looks like.
@MainActor @preconcurrency
public final class UIBarButtonItemAppearance {
  public let normal = UIBarButtonItemStateAppearance()
  public let highlighted = UIBarButtonItemStateAppearance()
  public let disabled = UIBarButtonItemStateAppearance()
  public let focused = UIBarButtonItemStateAppearance()
  public init() {}
}

/// What a bar button item looks like in one state.
@MainActor @preconcurrency
public final class UIBarButtonItemStateAppearance {
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public init() {}
}

/// A blur behind a bar: a terminal cannot blur, so it is kept, not drawn.
public final class UIBlurEffect: Sendable {
  /// The blur's style.
  public let style: Style
  public init(style: Style) { self.style = style }

  /// Blur styles.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial
  }
}
