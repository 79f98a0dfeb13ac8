import DeclRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// posix_spawn(2) into a new session whose controlling terminal is a given pty slave.
///
/// Swift can't run code between fork and exec safely, so everything the child needs happens
/// inside posix_spawn: `POSIX_SPAWN_SETSID` makes it a session leader first, then the file
/// actions open the slave by path as fd 0 without `O_NOCTTY`, which makes the pty its
/// controlling terminal (Linux and the BSDs acquire it on open for a session leader without
/// one), and dup it to fds 1 and 2. Signal mask and the dispositions of job-control and
/// termination signals are reset so the child starts clean whatever the test runner did.
enum ProcessSpawner {
  struct Failure: Error {
    var name: String
    var code: Int32
  }

  /// Spawns `argv[0]` (a path) with `argv` and `environment`; extra fds are dup'ed in place.
  static func spawn(
    argv: [String], environment: [String: String], slavePath: String,
    extraDescriptors: [(source: Int32, target: Int32)]
  ) throws(Failure) -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    for (source, target) in extraDescriptors {
      posix_spawn_file_actions_adddup2(&actions, source, target)
    }

    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signo in [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH, SIGTTIN, SIGTTOU, SIGPIPE,
    ] {
      sigaddset(&defaults, signo)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    let flags = spawnNewSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let arguments = CStringArray(argv)
    let variables = CStringArray(environment.sorted { $0.key < $1.key }.map { "\($0)=\($1)" })
    defer {
      arguments.release()
      variables.release()
    }
    var pid: pid_t = 0
    let result = posix_spawn(
      &pid, argv[0], &actions, &attributes, arguments.pointers,
      variables.pointers)
    guard result == 0 else { throw Failure(name: "posix_spawn \(argv[0])", code: result) }
    return pid
  }
}

#if os(Linux)
  // glibc (2.26+) defines POSIX_SPAWN_SETSID only under _GNU_SOURCE, which Swift's Glibc
  // module is not built with.
  private let spawnNewSession: Int32 = 0x80
#else
  private let spawnNewSession = POSIX_SPAWN_SETSID
#endif

/// A NULL-terminated array of C strings for argv / envp; `release()` frees it.
private struct CStringArray {
  let pointers: [UnsafeMutablePointer<CChar>?]

  init(_ strings: [String]) {
    pointers = strings.map { strdup($0) } + [nil]
  }

  func release() {
    for pointer in pointers { free(pointer) }
  }
}
