import Foundation

/// A control that opens a URL through the environment's `openURL` action: a button whose label
/// is underlined, and a hyperlink (OSC 8) the terminal opens on a click where it can.
///
/// The default `openURL` hands the URL to the system's opener (`xdg-open`, `open`); set your
/// own with `.environment(\.openURL, OpenURLAction { url in ... })`.
///
/// ```swift
/// Link("Terms of Service", destination: URL(string: "https://example.com/tos")!)
/// ```
public struct Link<Label: View>: View {
  private let destination: URL
  private let label: Label
  @Environment(\.openURL) private var openURL

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    let openURL = self.openURL
    let destination = self.destination
    Button {
      openURL(destination)
    } label: {
      label.underline().modifier(HyperlinkModifier(destination: destination.absoluteString))
    }
  }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

/// What opening a URL does (`@Environment(\.openURL)`).
public struct OpenURLAction: Sendable {
  /// What a handler did with the URL.
  public struct Result: Sendable {
    package let name: String
    /// The handler opened the URL.
    public static let handled = Result(name: "handled")
    /// The handler could not open the URL.
    public static let discarded = Result(name: "discarded")
    /// The handler leaves the URL to the system (the platform's opener).
    public static let systemAction = Result(name: "systemAction")
    /// The handler leaves another URL to the system.
    public static func systemAction(_ url: URL) -> Result {
      Result(name: "systemAction", url: url)
    }

    package var url: URL?

    package init(name: String, url: URL? = nil) {
      self.name = name
      self.url = url
    }
  }

  /// What the system does with a URL a handler leaves to it; the renderer installs the
  /// platform's opener while an app runs. Returns whether it opened the URL.
  @MainActor package static var system: ((URL) -> Bool)?

  private let handler: @MainActor @Sendable (URL) -> Result

  public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) {
    _ = open(url)
  }

  /// Opens `url` and reports whether it was accepted.
  @MainActor public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
    completion(open(url))
  }

  @MainActor private func open(_ url: URL) -> Bool {
    let result = handler(url)
    guard result.name == "systemAction" else { return result.name == "handled" }
    return Self.system?(result.url ?? url) ?? false
  }
}

private struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .systemAction }
}

extension EnvironmentValues {
  /// What `Link` and code do to open a URL; by default the system's opener.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

/// Makes the content a hyperlink to `destination` where the terminal draws them (OSC 8).
package struct HyperlinkModifier: ViewModifier {
  package typealias Body = Never
  package let destination: String

  package init(destination: String) { self.destination = destination }
}
