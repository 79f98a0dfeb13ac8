import Foundation

// SwiftUI inside UIKit: a view controller or a cell configuration whose content is a SwiftUI
// view. A terminal has no UIKit view hierarchy to put them in: they keep their SwiftUI view
// (`rootView`), which is what a terminal program shows (`TerminalApp.run { controller.rootView }`).

/// A view controller whose view is a SwiftUI view.
///
/// ```swift
/// let controller = UIHostingController(rootView: ContentView())
/// window.rootViewController = controller
/// ```
@MainActor
open class UIHostingController<Content: View>: UIViewController {
  /// The SwiftUI view the controller shows.
  public var rootView: Content

  /// Which of the controller's sizes follow its content's ideal size.
  public var sizingOptions: UIHostingControllerSizingOptions = []

  /// The safe-area regions the content respects (a terminal has none to respect).
  public var safeAreaRegions: SafeAreaRegions = .all

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init()
  }

  /// A controller showing `rootView`, from an archive; the archive is not read (no storyboards).
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    self.rootView = rootView
    super.init()
  }

  /// Needs a root view: as in UIKit, a controller made from an archive alone fails.
  public required init?(coder aDecoder: NSCoder) {
    return nil
  }

  /// The size the content asks for within `size`: the size offered (a terminal lays out
  /// SwiftUI views in its own cells, not in points a controller could report).
  public func sizeThatFits(in size: CGSize) -> CGSize { size }

  open override func loadView() { super.loadView() }
  open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
  open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
  open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
  open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
  open override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
  open override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
  }
  open override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
  }
  open override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
  }
  open override func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
  }

  open override var isModalInPresentation: Bool {
    get { super.isModalInPresentation }
    set { super.isModalInPresentation = newValue }
  }
  open override var keyCommands: [UIKeyCommand]? { nil }
  open override var undoManager: UndoManager? { super.undoManager }
  open override var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open override var prefersStatusBarHidden: Bool { false }
  open override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  open override var childForStatusBarStyle: UIViewController? { nil }
  open override var childForStatusBarHidden: UIViewController? { nil }
  open override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
  open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
  open override var prefersHomeIndicatorAutoHidden: Bool { false }
  open override var childForHomeIndicatorAutoHidden: UIViewController? { nil }
}

/// Which sizes of a `UIHostingController` follow its content.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The controller's `preferredContentSize` follows the content's ideal size.
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
  /// The view's intrinsic content size follows the content's ideal size.
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// A cell's content configuration made of a SwiftUI view (`cell.contentConfiguration =
/// UIHostingConfiguration { Text(item.name) }`): keeps the view, its background, margins and
/// minimum size.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
  /// The cell's SwiftUI content.
  package let content: Content
  /// What is drawn behind the content.
  package let background: Background
  /// The margins around the content, per edge.
  package private(set) var margins = EdgeInsets()
  /// The minimum size of the content, when set.
  package private(set) var minimumSize: (width: CGFloat?, height: CGFloat?) = (nil, nil)

  /// The content `content` builds, with no background.
  public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
    self.content = content()
    self.background = EmptyView()
  }

  private init(content: Content, background: Background) {
    self.content = content
    self.background = background
  }

  /// The same content over `content()`.
  public func background<B: View>(@ViewBuilder content: () -> B)
    -> UIHostingConfiguration<Content, B>
  {
    var copy = UIHostingConfiguration<Content, B>(content: self.content, background: content())
    copy.margins = margins
    copy.minimumSize = minimumSize
    return copy
  }

  /// The same content over a shape style.
  public func background<S: ShapeStyle>(_ style: S)
    -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>
  {
    var copy = UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>(
      content: content, background: _UIHostingConfigurationBackgroundView(style: style))
    copy.margins = margins
    copy.minimumSize = minimumSize
    return copy
  }

  /// Sets the margins along `edges` to `length`.
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
    margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
  }

  /// Sets the margins along `edges` to those of `insets`.
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
    var copy = self
    if edges.contains(.top) { copy.margins.top = insets.top }
    if edges.contains(.leading) { copy.margins.leading = insets.leading }
    if edges.contains(.bottom) { copy.margins.bottom = insets.bottom }
    if edges.contains(.trailing) { copy.margins.trailing = insets.trailing }
    return copy
  }

  /// Sets the minimum size of the content.
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
    var copy = self
    copy.minimumSize = (width, height)
    return copy
  }

  /// Removes the minimum size.
  @available(*, deprecated, message: "Use minSize(width:height:)")
  public func minSize() -> Self { minSize(width: nil, height: nil) }

  /// The configuration for a state: the same (SwiftUI reads the state from the environment).
  public func updated(for state: any UIConfigurationState) -> Self { self }

  /// A content view showing the configuration.
  @MainActor
  public func makeContentView() -> any UIView & UIContentView {
    UIHostingContentView(configuration: self)
  }
}

/// The view a `UIHostingConfiguration.background(_:)` style draws.
public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
  let style: S
  public var body: some View { Rectangle().fill(style) }
}

/// The content view of a `UIHostingConfiguration`.
@MainActor
final class UIHostingContentView: UIView, UIContentView {
  var configuration: any UIContentConfiguration

  init(configuration: any UIContentConfiguration) {
    self.configuration = configuration
    super.init()
  }

  required init() {
    configuration = UIHostingConfiguration { EmptyView() }
    super.init()
  }
}
