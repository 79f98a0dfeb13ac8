import DeclRender
import Testing

/// Checks the host's screen against `Snapshots/<suite>/<name>.txt` (and its style map),
/// recording an issue with a readable diff when they differ.
///
/// ```swift
/// let host = TestHost(width: 40, height: 10) { BookListView() }
/// assertSnapshot(host, named: "light", suite: "books")
/// ```
@MainActor
public func assertSnapshot(
  _ host: TestHost, named name: String, suite: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let verifier = SnapshotVerifier(suite: suite, filePath: filePath)
  if let failure = verifier.verify(host.snapshot, named: name) {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}
