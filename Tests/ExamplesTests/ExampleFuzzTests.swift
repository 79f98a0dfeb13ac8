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
/// `DECL_FUZZ_STEPS=n` sets the steps per run (default 60, about a third of a second per
/// example on a debug build), `DECL_FUZZ_SEED=n` the first seed (default: one per example),
/// `DECL_FUZZ_RUNS=n` the runs per example (seeds one after another), and
/// `DECL_FUZZ_EXAMPLES=id,id` which examples run (default all).
@MainActor
struct ExampleFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let steps = environment["DECL_FUZZ_STEPS"].flatMap { Int($0) } ?? 60
  static let seed = environment["DECL_FUZZ_SEED"].flatMap { UInt64($0) }
  static let runs = environment["DECL_FUZZ_RUNS"].flatMap { Int($0) } ?? 1
  static let only = environment["DECL_FUZZ_EXAMPLES"].map {
    Set($0.split(separator: ",").map(String.init))
  }

  @Test(arguments: ExampleCatalog.all.map(\.id))
  func exampleSurvivesRandomInput(id: String) throws {
    if let only = Self.only, !only.contains(id) { return }
    let example = try #require(ExampleCatalog.example(id: id))
    let first =
      Self.seed ?? UInt64(truncatingIfNeeded: id.utf8.reduce(5381) { $0 &* 33 &+ Int($1) })
    for run in 0..<UInt64(Self.runs) {
      let host = TestHost(width: 72, height: 22) { example.makeView([]) }
      let failure = host.fuzz(seed: first &+ run, steps: Self.steps)
      #expect(failure == nil, "\(id): \(failure.map(String.init(describing:)) ?? "")")
      if failure != nil { return }
    }
  }
}
