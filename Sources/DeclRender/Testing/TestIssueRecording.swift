/// Records a failed `TestHost` action in the running test. DeclTesting's
/// `SwiftTestingIssueRecorder` records a Swift Testing issue; `TestHost` finds it by name at
/// run time, so DeclRender (which programs ship with) never links the testing library.
public protocol TestIssueRecording {
  /// Records `message` as an issue at the given source location; returns false when no test
  /// is running (the message is then only a warning).
  @MainActor static func recordIssue(
    _ message: String, fileID: String, filePath: String, line: Int, column: Int
  ) -> Bool
}

/// Where a failed action is reported: the running test, if a recorder is linked in.
enum TestIssueReporter {
  /// DeclTesting's recorder, when the process links DeclTesting (a test target does): looked
  /// up by its mangled name, `DeclTesting.SwiftTestingIssueRecorder` (an enum).
  @MainActor static let recorder =
    _typeByName("11DeclTesting25SwiftTestingIssueRecorderO") as? any TestIssueRecording.Type
}
