/// What an inline run (`TerminalApp.run(inline: true)`) leaves on the screen when it ends.
///
/// ```swift
/// let name: String? = try await TerminalApp.run(inline: true, onExit: .clear) { finish in … }
/// ```
public enum InlineExit: Hashable, Sendable {
  /// The last frame stays in the scrollback, with the cursor on the line below it.
  case keep
  /// The rows the run drew on are erased, and the cursor goes back to where the run started.
  case clear
}
