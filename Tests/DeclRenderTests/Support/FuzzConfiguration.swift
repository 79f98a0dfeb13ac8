import Foundation
import Testing

/// How many seeded cases the fuzz suites (diff, input, layout) run, read from the environment.
///
/// - `DECL_FUZZ_SCALE=k` multiplies every suite's default case count by `k` (default 1), so
///   `DECL_FUZZ_SCALE=100 swift test -c release --filter Fuzz` runs a million diff cases.
/// - `DECL_FUZZ_SEED=n` runs only case `n` of every suite: paste the seed a failure printed to
///   replay exactly that case.
///
/// Every failure message names its suite and seed as `seed n (replay: DECL_FUZZ_SEED=n)`.
enum FuzzConfiguration {
  static let scale: Int = {
    guard let text = ProcessInfo.processInfo.environment["DECL_FUZZ_SCALE"],
      let value = Int(text), value > 0
    else { return 1 }
    return value
  }()

  static let replaySeed: UInt64? = ProcessInfo.processInfo.environment["DECL_FUZZ_SEED"]
    .flatMap { UInt64($0) }

  /// The seeds to run: `0..<defaultCount * scale`, or only the replayed seed.
  static func seeds(defaultCount: Int) -> [UInt64] {
    if let replaySeed { return [replaySeed] }
    return Array(0..<UInt64(defaultCount * scale))
  }

  /// Runs `check` for each seed of a suite and records its failures (at most five, so a
  /// broken build does not print thousands), each with its seed and how to replay it.
  static func run(
    _ suite: String, defaultCount: Int, sourceLocation: SourceLocation = #_sourceLocation,
    _ check: (UInt64) -> String?
  ) {
    var failures = 0
    for seed in seeds(defaultCount: defaultCount) {
      guard let failure = check(seed) else { continue }
      Issue.record("\(suite) \(label(seed)): \(failure)", sourceLocation: sourceLocation)
      failures += 1
      if failures >= 5 { return }
    }
  }

  /// A failure message naming the seed and how to replay it.
  static func label(_ seed: UInt64) -> String {
    "seed \(seed) (replay: DECL_FUZZ_SEED=\(seed) swift test --filter Fuzz)"
  }
}
