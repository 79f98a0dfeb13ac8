import DeclRender
import Testing

/// Records a failed `TestHost` action (a `tap` that found nothing to act on) as an issue in
/// the running Swift Testing test. `TestHost` looks this type up by name, so a test target
/// that depends on DeclTesting fails loudly without setting anything up.
public enum SwiftTestingIssueRecorder: TestIssueRecording {
  public static func recordIssue(
    _ message: String, fileID: String, filePath: String, line: Int, column: Int
  ) -> Bool {
    guard Test.current != nil else { return false }
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    return true
  }
}
