import Foundation

/// The pasteboard: `UIPasteboard.general.string = text` copies, reading it pastes. What the app
/// copies is kept in process and, while an app runs in a terminal that allows it, put on the
/// terminal's clipboard (OSC 52; see `Clipboard`). Reading never asks the terminal.
public final class UIPasteboard: @unchecked Sendable {
  /// The general pasteboard.
  public static let general = UIPasteboard()

  /// Guards `items`: the pasteboard may be read from any thread, as in UIKit.
  private let lock = NSLock()
  private var items: [String] = []

  private init() {}

  /// The first string on the pasteboard; setting it replaces what is there.
  public var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }

  /// The strings on the pasteboard.
  public var strings: [String]? {
    get { lock.withLock { items.isEmpty ? nil : items } }
    set {
      lock.withLock { items = newValue ?? [] }
      if let first = newValue?.first { Clipboard.string = first }
    }
  }

  /// The first string as a URL.
  public var url: URL? {
    get { string.flatMap(URL.init(string:)) }
    set { string = newValue?.absoluteString }
  }

  /// Whether the pasteboard holds a string.
  public var hasStrings: Bool { strings != nil }

  /// Whether the pasteboard holds a URL.
  public var hasURLs: Bool { url != nil }

  /// How many items the pasteboard holds.
  public var numberOfItems: Int { lock.withLock { items.count } }
}
