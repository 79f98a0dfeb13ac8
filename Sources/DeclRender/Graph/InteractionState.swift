/// A key or pointer interaction that lasts longer than one event: buttons showing their
/// pressed look, a held key, a grabbed slider thumb.
@MainActor
final class InteractionState {
  /// Buttons showing their pressed look and sliders edited with the keys, and what ends
  /// them; `TestHost.settle` ends them at once rather than waiting on a busy main queue.
  var pressReleases: [ObjectIdentifier: @MainActor () -> Void] = [:]
  /// Whether the terminal reports key releases and repeats (the kitty keyboard protocol is
  /// on), so a key can be held.
  var keyReleasesReported = false
  /// The control holding the pointer between a press and its release (a slider's thumb).
  weak var pointerGrab: ViewNode?
}
