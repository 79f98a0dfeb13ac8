/// Shrinks a failing sequence of steps: removes runs of steps, long ones first, for as long
/// as a fresh host still fails (delta debugging), within a bounded number of replays.
@MainActor
enum FuzzShrinker {
  /// Replays allowed for one shrink.
  static let replayLimit = 400

  static func shrink(
    _ steps: [FuzzStep], tamper: (([UInt8]) -> [UInt8])?, host: TestHost
  ) -> [FuzzStep] {
    var replays = 0
    /// The steps up to the first failure when `candidate` fails from a fresh host, else nil.
    func failingPrefix(_ candidate: [FuzzStep]) -> [FuzzStep]? {
      replays += 1
      var session = FuzzSession(host: host.freshCopy(), tamper: tamper)
      for (index, step) in candidate.enumerated() where session.perform(step) != nil {
        return Array(candidate[...index])
      }
      return nil
    }
    // The whole sequence may not fail from a fresh host (state kept outside the views); then
    // it is the best there is.
    guard var current = failingPrefix(steps) else { return steps }
    var chunk = max(1, current.count / 2)
    while replays < replayLimit {
      var removed = false
      var start = 0
      while start < current.count && replays < replayLimit {
        var candidate = current
        candidate.removeSubrange(start..<min(current.count, start + chunk))
        if let prefix = failingPrefix(candidate) {
          current = prefix
          removed = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removed { break }
      if !removed { chunk = max(1, chunk / 2) }
    }
    return current
  }
}
