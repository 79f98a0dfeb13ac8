import DeclRender
import Testing

/// Taps `label` expecting there to be nothing to act on (a control that is covered, disabled
/// or not on screen): passes when the tap fails, and fails the test when it acts.
///
/// ```swift
/// expectTapFails(host, "Increment")   // the sheet covers the screen's button
/// ```
@MainActor
public func expectTapFails(
  _ host: TestHost, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  withKnownIssue("tap(\"\(label)\") finds nothing to act on", sourceLocation: sourceLocation) {
    host.tap(
      label, fileID: sourceLocation.fileID, filePath: sourceLocation.filePath,
      line: sourceLocation.line, column: sourceLocation.column)
  } matching: { issue in
    issue.comments.contains { $0.rawValue.hasPrefix("tap(\"\(label)\")") }
  }
}
