import Foundation

/// OSC 52: puts text on the system clipboard through the terminal (also over ssh).
package enum ClipboardWrite {
  /// `OSC 52 ; c ; base64 ST`.
  package static func bytes(_ text: String) -> [UInt8] {
    var out: [UInt8] = [ControlBytes.escape, UInt8(ascii: "]")]
    out.append(contentsOf: Array("52;c;".utf8))
    out.append(contentsOf: Array(Data(text.utf8).base64EncodedString().utf8))
    out.append(contentsOf: ControlBytes.stringTerminator)
    return out
  }
}
