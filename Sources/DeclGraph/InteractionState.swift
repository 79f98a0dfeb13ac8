/// A key or pointer interaction that lasts longer than one event: buttons showing their
/// pressed look, a held key, a grabbed slider thumb.
@MainActor
package final class InteractionState {
  /// Buttons showing their pressed look and sliders edited with the keys, and what ends
  /// them; `TestHost.settle` ends them at once rather than waiting on a busy main queue.
  package var pressReleases: [ObjectIdentifier: @MainActor () -> Void] = [:]
  /// Whether the terminal reports key releases and repeats (the kitty keyboard protocol is
  /// on), so a key can be held.
  package var keyReleasesReported = false
  /// The control holding the pointer between a press and its release (a slider's thumb).
  package weak var pointerGrab: ViewNode?
}
