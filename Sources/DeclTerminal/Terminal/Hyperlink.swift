/// OSC 8 hyperlinks: text between an open and a close opens its target when clicked.
package enum Hyperlink {
  /// Appends `OSC 8 ; ; target ST`, which closes any open link and opens `target`'s, or the
  /// closing `OSC 8 ; ; ST` when `target` is nil. Control characters in the target are dropped
  /// (they would end the sequence early).
  package static func append(target: String?, into out: inout [UInt8]) {
    out.append(contentsOf: [ControlBytes.escape, UInt8(ascii: "]"), UInt8(ascii: "8")])
    out.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: ";")])
    if let target {
      out.append(contentsOf: target.utf8.filter { $0 >= 0x20 && $0 != 0x7F })
    }
    out.append(contentsOf: ControlBytes.stringTerminator)
  }
}
