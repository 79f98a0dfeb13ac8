import Foundation

/// The kitty graphics protocol's commands (`APC G keys ; payload ST`): images are sent once,
/// then placed over cells and removed by number. Every command has `q=2`, so the terminal
/// answers none of them.
package enum KittyGraphics {
  /// Base64 bytes per chunk of a transmission, the protocol's limit.
  static let chunkSize = 4096

  /// Sends `pixels` (RGBA, `width × height`) as image `id`, in chunks.
  package static func transmit(
    id: UInt32, width: Int, height: Int, rgba: [UInt8], into out: inout [UInt8]
  ) {
    let payload = Array(Data(rgba).base64EncodedString().utf8)
    var start = 0
    repeat {
      let end = min(start + chunkSize, payload.count)
      let more = end < payload.count ? 1 : 0
      let keys = start == 0 ? "a=t,f=32,s=\(width),v=\(height),i=\(id),q=2,m=\(more)" : "m=\(more)"
      command(keys, payload: payload[start..<end], into: &out)
      start = end
    } while start < payload.count
  }

  /// Shows image `id` as placement `placement` at the cursor, `columns × rows` cells, from the
  /// pixel rectangle `source`; the cursor stays where it is.
  package static func place(
    id: UInt32, placement: UInt32, columns: Int, rows: Int,
    source: (x: Int, y: Int, width: Int, height: Int), into out: inout [UInt8]
  ) {
    let keys =
      "a=p,i=\(id),p=\(placement),c=\(columns),r=\(rows),x=\(source.x),y=\(source.y),"
      + "w=\(source.width),h=\(source.height),C=1,q=2"
    command(keys, payload: [], into: &out)
  }

  /// Removes placement `placement` of image `id`, keeping the image for later placements.
  package static func delete(id: UInt32, placement: UInt32, into out: inout [UInt8]) {
    command("a=d,d=i,i=\(id),p=\(placement),q=2", payload: [], into: &out)
  }

  /// Removes every placement of image `id` and frees its data in the terminal (`d=I`): for an
  /// image no longer shown anywhere; showing it again sends it again.
  package static func free(id: UInt32, into out: inout [UInt8]) {
    command("a=d,d=I,i=\(id),q=2", payload: [], into: &out)
  }

  /// Removes every placement on the screen (before a repaint), keeping the images.
  static func deleteAll(into out: inout [UInt8]) {
    command("a=d,d=a,q=2", payload: [], into: &out)
  }

  private static func command(_ keys: String, payload: ArraySlice<UInt8>, into out: inout [UInt8]) {
    out.append(contentsOf: [ControlBytes.escape, UInt8(ascii: "_"), UInt8(ascii: "G")])
    out.append(contentsOf: Array(keys.utf8))
    if !payload.isEmpty {
      out.append(UInt8(ascii: ";"))
      out.append(contentsOf: payload)
    }
    out.append(contentsOf: ControlBytes.stringTerminator)
  }
}
