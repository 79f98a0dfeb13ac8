/// What the fuzzer found: the check that failed, the seed that found it, and the shortest
/// sequence of steps from a fresh host that still fails it.
public struct FuzzFailure: Error, Sendable, CustomStringConvertible {
  /// The seed of the run that found it.
  public var seed: UInt64
  /// The step of that run after which a check failed (zero-based).
  public var step: Int
  /// What went wrong, e.g. "the screen drawn frame by frame differs from a full repaint at
  /// (26, 1)".
  public var message: String
  /// Steps from a fresh host that reproduce it, shrunk: removing any one of them loses it.
  public var steps: [FuzzStep]
  /// The size the host started at.
  public var width: Int
  public var height: Int

  public var description: String {
    """
    Decl fuzz failure (seed \(seed), after step \(step + 1)): \(message)
    Reproduce from a fresh \(width)×\(height) host (\(steps.count) step\(steps.count == 1 ? "" : "s")):
    \(steps.map { "  " + $0.description }.joined(separator: "\n"))
    """
  }
}
