import Decl
import DeclRender
import Testing

/// Snapshots every `#Preview` and `PreviewProvider` of `module` (each as
/// `Snapshots/<suite>/<name>.txt`), recording an issue for each that differs, and one when the
/// module has no previews.
///
/// ```swift
/// @Test @MainActor func previews() { assertPreviewSnapshots(module: "MyApp") }
/// ```
@MainActor
public func assertPreviewSnapshots(
  module: String, suite: String = "previews", width: Int = 80, height: Int = 24,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let entries = PreviewRegistry.all().filter { $0.module == module }
  guard !entries.isEmpty else {
    Issue.record("No previews found in module \(module).", sourceLocation: sourceLocation)
    return
  }
  for entry in entries {
    let host = TestHost(width: width, height: height) { entry.view() }
    assertSnapshot(
      host, named: snapshotName(entry.name), suite: suite, filePath: filePath,
      sourceLocation: sourceLocation)
  }
}

/// `name` as a file name: letters, digits, `-` and `_` kept, other runs made one `-`.
private func snapshotName(_ name: String) -> String {
  var out = ""
  for character in name {
    if character.isLetter || character.isNumber || character == "_" || character == "-" {
      out.append(character)
    } else if !out.hasSuffix("-") {
      out.append("-")
    }
  }
  return out.isEmpty ? "preview" : out
}
