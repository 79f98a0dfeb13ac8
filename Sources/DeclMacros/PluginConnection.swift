import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The compiler's side of the plugin protocol: each message is an 8-byte little-endian length
/// followed by that many bytes of JSON, in both directions.
struct PluginConnection {
  /// The next message from the compiler, or nil at the end of input (the compiler is done) or
  /// when a message cannot be read as a JSON object.
  func receive() -> [String: Any]? {
    guard let header = readExactly(8) else { return nil }
    let size = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    // A message larger than this is not one the compiler sends: the stream is not ours.
    guard size <= 1 << 32, let body = readExactly(Int(size)) else { return nil }
    return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
  }

  /// Writes `message` as one length-prefixed JSON message.
  func send(_ message: [String: Any]) {
    guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
    var size = UInt64(body.count).littleEndian
    var data = Data(bytes: &size, count: 8)
    data.append(body)
    writeAll(data)
  }

  private func readExactly(_ count: Int) -> Data? {
    guard count > 0 else { return Data() }
    var data = Data(count: count)
    var done = 0
    while done < count {
      let got = data.withUnsafeMutableBytes { buffer in
        read(0, buffer.baseAddress! + done, count - done)
      }
      if got < 0, errno == EINTR { continue }
      guard got > 0 else { return nil }
      done += got
    }
    return data
  }

  private func writeAll(_ data: Data) {
    var done = 0
    while done < data.count {
      let wrote = data.withUnsafeBytes { buffer in
        write(1, buffer.baseAddress! + done, data.count - done)
      }
      if wrote < 0, errno == EINTR { continue }
      guard wrote > 0 else { return }
      done += wrote
    }
  }
}
