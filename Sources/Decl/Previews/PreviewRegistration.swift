/// What each `#Preview` expansion declares, so the preview registry can find it at run time.
/// Not for direct use.
@MainActor
public protocol __PreviewRegistration {
  /// The name given to `#Preview("Name")`, if any.
  static var previewName: String? { get }
  /// The `#fileID` of the file the preview is written in.
  static var previewFileID: String { get }
  /// The line `#Preview` is written on.
  static var previewLine: Int { get }
  /// The traits given to `#Preview(traits:)`.
  static var previewTraits: [PreviewTrait<Preview.ViewTraits>] { get }
  /// The previewed view.
  static func makePreview() -> any View
}
