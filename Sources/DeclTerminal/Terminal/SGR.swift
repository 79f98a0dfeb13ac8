import DeclCanvas

/// Builds Select Graphic Rendition sequences: one combined `ESC[…m` per style change.
///
/// Inputs are styles as the terminal will show them (already converted by `ColorDepth`).
package enum SGR {
  /// Appends the shortest single sequence that turns pen `from` into `to`; nothing when equal.
  ///
  /// The incremental form carries only what differs; the reset form (`0;…`) is used only when
  /// strictly shorter. Bold and dim share their off code 22, so dropping one of them re-emits
  /// the other.
  static func appendTransition(from: CellStyle, to: CellStyle, into out: inout [UInt8]) {
    guard from != to else { return }
    let useReset =
      length(from: from, to: to, reset: true) < length(from: from, to: to, reset: false)
    out.append(ControlBytes.escape)
    out.append(0x5B)
    var first = true
    forEachParameter(from: from, to: to, reset: useReset) { parameter in
      if !first { out.append(0x3B) }
      first = false
      out.appendDecimal(parameter)
    }
    out.append(0x6D)
  }

  /// The sequence as a string (for tests and diagnostics).
  package static func transition(from: CellStyle, to: CellStyle) -> String {
    var bytes: [UInt8] = []
    appendTransition(from: from, to: to, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Byte length of `ESC[` parameters `m`.
  private static func length(from: CellStyle, to: CellStyle, reset: Bool) -> Int {
    var count = 0
    var digits = 0
    forEachParameter(from: from, to: to, reset: reset) { parameter in
      count += 1
      digits += decimalDigits(parameter)
    }
    return 3 + digits + Swift.max(0, count - 1)
  }

  /// Visits the parameters of one form of the transition, in emission order.
  private static func forEachParameter(
    from: CellStyle, to: CellStyle, reset: Bool, _ body: (Int) -> Void
  ) {
    var on = to.attributes
    if reset {
      body(0)
    } else {
      let off = from.attributes.subtracting(to.attributes)
      on.subtract(from.attributes)
      if !off.isDisjoint(with: [.bold, .dim]) {
        body(22)
        on.formUnion(to.attributes.intersection([.bold, .dim]))
      }
      if off.contains(.italic) { body(23) }
      if off.contains(.underline) { body(24) }
      if off.contains(.inverse) { body(27) }
      if off.contains(.strikethrough) { body(29) }
    }
    if on.contains(.bold) { body(1) }
    if on.contains(.dim) { body(2) }
    if on.contains(.italic) { body(3) }
    if on.contains(.underline) { body(4) }
    if on.contains(.inverse) { body(7) }
    if on.contains(.strikethrough) { body(9) }
    let base = reset ? CellStyle.plain : from
    if to.foreground != base.foreground { color(to.foreground, foreground: true, body) }
    if to.background != base.background { color(to.background, foreground: false, body) }
  }

  private static func color(_ color: CellColor, foreground: Bool, _ body: (Int) -> Void) {
    switch color {
    case .default:
      body(foreground ? 39 : 49)
    case .ansi(let n):
      let index = Int(n & 15)
      body((foreground ? 30 : 40) + (index < 8 ? index : index + 52))
    case .indexed(let n):
      body(foreground ? 38 : 48)
      body(5)
      body(Int(n))
    case .rgb(let r, let g, let b):
      body(foreground ? 38 : 48)
      body(2)
      body(Int(r))
      body(Int(g))
      body(Int(b))
    }
  }
}
