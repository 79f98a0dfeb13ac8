/// Where the terminal says its cursor is, in answer to `ESC[6n` (`ESC[row;columnR`), 0-based;
/// `TerminalDetection` asks for it with its other questions.
package struct CursorPositionReport: Equatable {
  package var row: Int
  package var column: Int

  /// The first report in `bytes`, or nil.
  package static func parse(_ bytes: [UInt8]) -> Self? {
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
