import Decl
import DeclRender

@testable import Examples

/// Helpers for the chapter 6 state, binding and observable-model tests.
@MainActor
enum Chapter6StateSupport {
  /// The registered example `id` on a 50×8 screen, made the way the command line makes it.
  static func host(_ id: String, width: Int = 50, height: Int = 8) -> TestHost {
    guard let example = ExampleCatalog.example(id: id) else {
      fatalError("no example \(id) registered")
    }
    return TestHost(width: width, height: height) { example.makeView([]) }
  }
}

extension TestHost {
  /// The screen's rows with surrounding spaces removed.
  var trimmedRows: [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }
}
