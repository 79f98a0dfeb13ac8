import Foundation

/// The system clipboard as a terminal program reaches it: text copied here is kept, and while
/// an app runs the renderer sends it to the terminal (OSC 52), which puts it on the clipboard
/// of the machine the user sits at, over ssh too. Reading it back is not asked of the
/// terminal (most refuse); a paste comes as typed input (bracketed paste).
package enum Clipboard {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var text: String?
  nonisolated(unsafe) private static var writer: (@Sendable (String) -> Void)?

  /// The text last copied in this process.
  package static var string: String? {
    get { lock.withLock { text } }
    set {
      let writer = lock.withLock {
        text = newValue
        return self.writer
      }
      if let newValue { writer?(newValue) }
    }
  }

  /// Sets what copying does beyond keeping the text (the renderer's OSC 52 write); nil stops it.
  package static func install(writer: (@Sendable (String) -> Void)?) {
    lock.withLock { self.writer = writer }
  }
}
