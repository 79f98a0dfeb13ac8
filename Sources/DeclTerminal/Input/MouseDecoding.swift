import DeclInput

extension InputDecoder {
  /// Decodes xterm mouse reports (SGR 1006 and legacy X10 share the same button bits).
  package enum MouseDecoding {
    /// `CSI < button ; x ; y M` (press / motion) or `… m` (release), 1-based coordinates.
    static func sgr(_ sequence: ControlSequence) -> MouseEvent? {
      let final = Unicode.Scalar(sequence.final)
      guard final == "M" || final == "m", sequence.parameters.count == 3,
        let code = sequence.parameter(0), let x = sequence.parameter(1),
        let y = sequence.parameter(2)
      else { return nil }
      return event(code: code, x: x - 1, y: y - 1, isRelease: final == "m")
    }

    /// `CSI M` followed by three raw bytes, each offset by 32; a release doesn't say which
    /// button, so the last pressed one is reported.
    package static func x10(_ bytes: [UInt8], lastPressed: inout MouseButton) -> MouseEvent? {
      guard bytes.count == 3 else { return nil }
      let code = (Int(bytes[0]) - 32) & 0xFF
      let x = Int(bytes[1]) - 33
      let y = Int(bytes[2]) - 33
      if code & 0xE3 == 0x03 {
        return MouseEvent(
          kind: .release(lastPressed), x: max(x, 0), y: max(y, 0), modifiers: modifiers(code))
      }
      let event = event(code: code, x: x, y: y, isRelease: false)
      if case .press(let button) = event?.kind {
        lastPressed = button
      }
      return event
    }

    private static func event(code: Int, x: Int, y: Int, isRelease: Bool) -> MouseEvent? {
      guard let kind = kind(code: code, isRelease: isRelease) else { return nil }
      return MouseEvent(kind: kind, x: max(x, 0), y: max(y, 0), modifiers: modifiers(code))
    }

    /// Button code bits: low two pick the button (3 = none), 32 motion, 64 wheel, 128 extra.
    private static func kind(code: Int, isRelease: Bool) -> MouseEvent.Kind? {
      let low = code & 0x03
      if code & 0xC0 == 0x40 {
        // Wheel steps have no meaningful release.
        let wheel: [MouseEvent.Kind] = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight]
        return isRelease ? nil : wheel[low]
      }
      let button: MouseButton?
      if code & 0x80 != 0 {
        button = .other(8 + low + (code & 0x40 != 0 ? 4 : 0))
      } else {
        button = low < 3 ? [MouseButton.left, .middle, .right][low] : nil
      }
      let isMotion = code & 0x20 != 0
      switch button {
      case .some(let button) where isMotion: return .drag(button)
      case .some(let button): return isRelease ? .release(button) : .press(button)
      case .none: return isMotion ? .move : nil
      }
    }

    /// Modifier bits: 4 shift, 8 alt / meta, 16 control.
    private static func modifiers(_ code: Int) -> KeyModifiers {
      var modifiers: KeyModifiers = []
      if code & 0x04 != 0 { modifiers.insert(.shift) }
      if code & 0x08 != 0 { modifiers.insert(.option) }
      if code & 0x10 != 0 { modifiers.insert(.control) }
      return modifiers
    }
  }
}
