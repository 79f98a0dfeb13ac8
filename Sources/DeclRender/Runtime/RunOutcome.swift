import Dispatch

/// What a returning run was given to return, and the loop to end when it is.
@MainActor
final class RunOutcome<Result> {
  var value: Result?
  weak var loop: TerminalRunLoop?
  private var isFinished = false

  /// Keeps the first value; the run ends once the action that called this is over.
  func finish(_ value: Result?) {
    guard !isFinished else { return }
    isFinished = true
    self.value = value
    DispatchQueue.main.async { MainActor.assumeIsolated { self.loop?.end() } }
  }
}
