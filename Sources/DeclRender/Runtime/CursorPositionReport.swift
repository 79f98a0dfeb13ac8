/// Where the terminal says its cursor is, in answer to `ESC[6n` (`ESC[row;columnR`), 0-based.
struct CursorPositionReport: Equatable {
  var row: Int
  var column: Int

  /// Asks the terminal where the cursor is and waits up to `timeoutMilliseconds` for the
  /// answer; nil when none came (the terminal ignores the question). Terminals answer in
  /// milliseconds; the wait is long so a loaded machine or a slow ssh link still gets there.
  /// Call it before the input thread starts; keys typed meanwhile are dropped.
  static func query(_ driver: TerminalDriver, timeoutMilliseconds: Int = 1_000) -> Self? {
    guard driver.write(Array("\u{1B}[6n".utf8)) else { return nil }
    let deadline = SystemCall.monotonicMilliseconds() + timeoutMilliseconds
    var received: [UInt8] = []
    while case let left = deadline - SystemCall.monotonicMilliseconds(), left > 0 {
      guard case .input(let bytes) = driver.wait(timeoutMilliseconds: left) else { continue }
      received += bytes
      if let report = parse(received) { return report }
    }
    return nil
  }

  /// The first report in `bytes`, or nil.
  static func parse(_ bytes: [UInt8]) -> Self? {
    var index = bytes.startIndex
    while let escape = bytes[index...].firstIndex(of: 0x1B) {
      index = escape + 1
      guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") else { continue }
      var numbers = [0]
      var cursor = index + 1
      while cursor < bytes.endIndex {
        let byte = bytes[cursor]
        if (0x30...0x39).contains(byte) {
          numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - 0x30)
          if numbers[numbers.count - 1] > 100_000 { break }
        } else if byte == UInt8(ascii: ";") {
          numbers.append(0)
        } else {
          if byte == UInt8(ascii: "R"), numbers.count == 2, numbers[0] > 0, numbers[1] > 0 {
            return Self(row: numbers[0] - 1, column: numbers[1] - 1)
          }
          break
        }
        cursor += 1
      }
    }
    return nil
  }
}
