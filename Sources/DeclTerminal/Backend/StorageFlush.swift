import Decl
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts `UserDefaults` writes on disk, so what the user wrote survives however the app ends.
///
/// Foundation keeps writes in memory until `synchronize()` (Linux's writes the file then; a
/// clean store costs well under a microsecond), and a death by signal skips it. So the run loop
/// synchronizes after every frame — a write that has been drawn is on disk before a Ctrl-C,
/// SIGTERM or SIGHUP can come — and the crash handler synchronizes after a trap (a failed
/// precondition, `fatalError`, an index out of range, a force unwrap of nil), which catches a
/// write made in the same action as the crash. A trap is the program stopping itself, with
/// its memory intact; should the flush still not return within a second, an alarm ends the
/// process with the crash's status.
package enum StorageFlush {
  /// Synchronizes `UserDefaults.standard`, every store an `@AppStorage` reads and the app
  /// window's `@SceneStorage` store.
  package static func synchronize() {
    UserDefaults.standard.synchronize()
    for store in AppStorageCenter.stores where store !== UserDefaults.standard {
      store.synchronize()
    }
  }

  /// Lets the crash handler flush: called when the driver starts.
  static func registerForCrashes() {
    SignalStorage.state.pointee.flushStorage = { StorageFlush.synchronize() }
  }
}
