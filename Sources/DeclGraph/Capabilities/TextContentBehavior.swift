/// A leaf that shows text (a `Text`, an image's glyph): what finding a control by its label,
/// and a screen's text, read.
@MainActor
package protocol TextContentBehavior: NodeBehavior {
  /// The text shown, plain.
  var shownText: String { get }
}
