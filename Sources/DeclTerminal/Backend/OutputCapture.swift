import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the program prints while Decl draws: `print` in a button's action, a debug line on
/// standard error. Written at once it would land in the middle of the screen and shift
/// everything the frame diff believes is there, so while the app runs, standard output and
/// standard error (those that are the terminal) go to a temporary file, and what they got is
/// written out once the terminal is restored — as in Xcode, where it goes to the console.
///
/// Frames go to a copy of the terminal's descriptor that `begin()` returns. `exit()` anywhere
/// still writes the captured text, and so does a crash (`CrashOutput`, to standard error); a
/// death by another signal loses it.
package enum OutputCapture {
  /// The most written back: the last 4 MiB, after a line saying how much was cut.
  package static let replayLimit = 4 << 20

  private struct State {
    /// The temporary file (already unlinked).
    var file: Int32
    /// The captured descriptors, each with a copy of what it was.
    var saved: [(descriptor: Int32, original: Int32)]
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var state: State?
  nonisolated(unsafe) private static var registeredAtExit = false

  /// Sends standard output and standard error, where they are terminals, to a temporary file,
  /// and returns a descriptor of the terminal for frames; nil (nothing captured) when standard
  /// output is not a terminal or no file could be made.
  package static func begin() -> Int32? {
    lock.withLock {
      guard state == nil, isatty(1) == 1 else { return nil }
      var path = Array((NSTemporaryDirectory() + "/decl-output-XXXXXX").utf8CString)
      let file = path.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard file >= 0 else { return nil }
      path.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
      // Text already buffered by `print` belongs before the app, not in the capture.
      fflush(nil)
      // Line-buffered, as on the terminal: a crash loses what stdio still holds, so each line
      // reaches the file as it is printed (a file would otherwise be fully buffered).
      lineBufferStandardOutput()
      var saved: [(descriptor: Int32, original: Int32)] = []
      for descriptor: Int32 in [1, 2] where isatty(descriptor) == 1 {
        let original = dup(descriptor)
        guard original >= 0 else { continue }
        guard dup2(file, descriptor) >= 0 else {
          close(original)
          continue
        }
        saved.append((descriptor, original))
      }
      guard let terminal = saved.first(where: { $0.descriptor == 1 })?.original else {
        close(file)
        return nil
      }
      state = State(file: file, saved: saved)
      CrashOutput.capturing(
        file: file, savedOutput: terminal,
        savedError: saved.first(where: { $0.descriptor == 2 })?.original ?? -1)
      if !registeredAtExit {
        registeredAtExit = true
        atexit { OutputCapture.release() }
      }
      return terminal
    }
  }

  /// Puts standard output and standard error back and writes what they got to standard
  /// output. Safe to call more than once, and from any thread.
  package static func release() {
    lock.withLock {
      guard let captured = state else { return }
      state = nil
      CrashOutput.captureEnded()
      fflush(nil)
      for (descriptor, original) in captured.saved {
        _ = dup2(original, descriptor)
        close(original)
      }
      replay(captured.file)
      close(captured.file)
    }
  }

  /// `setvbuf(stdout, …)`; the C global `stdout` is shared mutable state to Swift 6, so it is
  /// looked up by name (glibc's `stdout`, Darwin's `__stdoutp`).
  private static func lineBufferStandardOutput() {
    #if canImport(Darwin)
      let (handle, name) = (UnsafeMutableRawPointer(bitPattern: -2), "__stdoutp")  // RTLD_DEFAULT
    #else
      let (handle, name) = (UnsafeMutableRawPointer(bitPattern: 0), "stdout")  // RTLD_DEFAULT
    #endif
    guard let symbol = dlsym(handle, name),
      let stream = symbol.load(as: UnsafeMutablePointer<FILE>?.self)
    else { return }
    setvbuf(stream, nil, _IOLBF, 0)
  }

  private static func replay(_ file: Int32) {
    let size = lseek(file, 0, SEEK_END)
    guard size > 0 else { return }
    let start = max(0, Int(size) - replayLimit)
    if start > 0 {
      FileDescriptorOutput.standardOutput.write("[Decl: \(start) earlier bytes of output cut]\n")
    }
    lseek(file, off_t(start), SEEK_SET)
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      FileDescriptorOutput.standardOutput.write(Array(buffer[..<count]))
    }
  }
}
