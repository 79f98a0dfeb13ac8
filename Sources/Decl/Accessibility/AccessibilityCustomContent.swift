#if canImport(Accessibility)
  import Accessibility
#else
  /// Accessibility's custom content of an element; Decl declares the part SwiftUI names (its
  /// importance) where the Accessibility framework is missing.
  public final class AXCustomContent: Sendable {
    /// Whether assistive technologies read the content with the element or only on request.
    public enum Importance: UInt, Sendable {
      /// Read on request.
      case `default` = 0
      /// Read with the element's label.
      case high = 1
    }
  }
#endif

/// The key of a fact `accessibilityCustomContent` attaches: its label, and an identifier that
/// tells facts with the same label apart.
public struct AccessibilityCustomContentKey: Sendable {
  package let label: Text
  package let id: String

  /// A key labelled `label`, told apart by `id`.
  public init(_ label: Text, id: String) {
    self.label = label
    self.id = id
  }

  /// A key labelled with a localized string, told apart by `id`.
  public init(_ labelKey: LocalizedStringKey, id: String) {
    self.init(Text(labelKey), id: id)
  }

  /// A key labelled with a localized string, which is also its identifier.
  public init(_ labelKey: LocalizedStringKey) {
    let label = Text(labelKey)
    self.init(label, id: label.plainString)
  }
}

/// One fact of an element's custom content, as `TestHost` reads it.
package struct AccessibilityCustomContentEntry: Sendable {
  package let id: String
  package let label: Text
  /// The value; nil removes the fact of the key.
  package let value: Text?
  package let isHigh: Bool
}

/// The kind of text an element holds, which tells assistive technologies how to read it.
public struct AccessibilityTextContentType: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  public var description: String { name }

  /// Plain text.
  public static let plain = AccessibilityTextContentType(name: "plain")
  /// A console's output.
  public static let console = AccessibilityTextContentType(name: "console")
  /// File names and paths.
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  /// Messages.
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  /// Prose, a book's.
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  /// Source code.
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  /// A spreadsheet's cells.
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  /// A word processor's document.
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// Which role a view has in a label–content pair (`accessibilityLabeledPair`).
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
  /// The view labels the pair's content.
  case label
  /// The view is the pair's content.
  case content
}

/// How `accessibilityDirectTouch` passes touches to the element.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Assistive technologies say nothing when the element is touched.
  public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
  /// The element must be activated before touches go to it.
  public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// A zoom an assistive technology asks an element for (`accessibilityZoomAction`).
public struct AccessibilityZoomGestureAction {
  /// Which way to zoom.
  public enum Direction: Hashable, Sendable {
    case zoomIn
    case zoomOut
  }

  /// Which way to zoom.
  public let direction: Direction
  /// Where to zoom, in the element's bounds.
  public let location: UnitPoint
  /// Where to zoom, in the element's coordinates.
  public let point: CGPoint

  package init(direction: Direction, location: UnitPoint, point: CGPoint) {
    self.direction = direction
    self.location = location
    self.point = point
  }
}
