import DeclRender
import DeclTesting
import Foundation
import Testing

@testable import Examples

/// Every example under `TestHost.fuzz`: random keys, text, pastes, clicks, wheel turns and
/// resizes, each step checked (the screen drawn frame by frame equals a full repaint, focus is
/// on something drawn, no step hangs, memory stays bounded). A failure shows the seed and the
/// shrunk steps.
///
/// `DECL_FUZZ_STEPS=n` sets the steps per example (default 60, about a second in all per
/// example on a debug build); `DECL_FUZZ_SEED=n` the seed (default: one per example).
@MainActor
struct ExampleFuzzTests {
  static let steps =
    ProcessInfo.processInfo.environment["DECL_FUZZ_STEPS"].flatMap { Int($0) } ?? 60
  static let seed = ProcessInfo.processInfo.environment["DECL_FUZZ_SEED"].flatMap { UInt64($0) }

  @Test(arguments: ExampleCatalog.all.map(\.id))
  func exampleSurvivesRandomInput(id: String) throws {
    let example = try #require(ExampleCatalog.example(id: id))
    let seed = Self.seed ?? UInt64(truncatingIfNeeded: id.utf8.reduce(5381) { $0 &* 33 &+ Int($1) })
    let host = TestHost(width: 72, height: 22) { example.makeView([]) }
    let failure = host.fuzz(seed: seed, steps: Self.steps)
    #expect(failure == nil, "\(id): \(failure.map(String.init(describing:)) ?? "")")
  }
}
