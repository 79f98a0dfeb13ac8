#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes to a file descriptor with one `write` call per buffer, retrying short writes.
package struct FileDescriptorOutput: Sendable {
  package let descriptor: Int32

  package static let standardOutput = FileDescriptorOutput(descriptor: 1)
  package static let standardError = FileDescriptorOutput(descriptor: 2)

  package func write(_ string: String) {
    write(Array(string.utf8))
  }

  package func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
      }
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
