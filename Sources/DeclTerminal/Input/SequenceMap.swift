import DeclInput

extension InputDecoder {
  /// The two sequence introducers that carry keys.
  package enum Introducer: Sendable {
    /// `ESC [`.
    case csi
    /// `ESC O`.
    case ss3
  }

  /// What a finished sequence means to the decoder.
  package enum SequenceAction: Equatable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    case beginPaste
    case ignore
  }

  /// Maps finished CSI / SS3 sequences to keys and mouse events; anything unknown is ignored.
  package enum SequenceMap {
    package static func action(for sequence: ControlSequence, after introducer: Introducer)
      -> SequenceAction
    {
      guard !sequence.isUnusual else { return .ignore }
      switch introducer {
      case .csi: return csi(sequence)
      case .ss3: return ss3(sequence)
      }
    }

    private static func csi(_ sequence: ControlSequence) -> SequenceAction {
      if sequence.marker == UInt8(ascii: "<") {
        return MouseDecoding.sgr(sequence).map(SequenceAction.mouse) ?? .ignore
      }
      // Other markers are terminal replies (DA, DECRPM, kitty flags): never keys.
      guard sequence.marker == nil, let phase = sequence.keyPhase else { return .ignore }
      let action = csiKey(sequence)
      guard case .key(var event) = action else { return action }
      event.phase = phase
      return .key(event)
    }

    /// The key a CSI sequence without a marker stands for, as a press.
    private static func csiKey(_ sequence: ControlSequence) -> SequenceAction {
      let modifiers = sequence.modifiers(at: 1)
      switch Unicode.Scalar(sequence.final) {
      case "~":
        return tilde(sequence, modifiers: modifiers)
      case "u":
        guard let code = sequence.parameter(0) else { return .ignore }
        if modifiers.subtracting(.shift).isEmpty, let text = associatedText(sequence) {
          // The text the key types (kitty's flag 16), as the layout and Shift made it.
          return keyAction(.char(text), [])
        }
        return keyAction(codepoint: code, shifted: sequence.parameter(0, sub: 1), modifiers)
      case "P", "Q", "R", "S":
        // Only `CSI 1;m P` is a key; `CSI row;col R` is a cursor position report.
        guard (sequence.parameter(0) ?? 1) <= 1, (sequence.parameter(1) ?? 1) <= 16 else {
          return .ignore
        }
        return keyAction(letterKey(sequence.final), modifiers)
      case "a", "b", "c", "d":
        // rxvt's Shift-arrows.
        return keyAction(letterKey(sequence.final - 0x20), modifiers.union(.shift))
      default:
        return keyAction(letterKey(sequence.final), modifiers)
      }
    }

    private static func ss3(_ sequence: ControlSequence) -> SequenceAction {
      // Old terminals put the modifier straight after SS3 (`ESC O 5 A`): use the last value.
      let modifiers = ControlSequence.modifiers(encoded: sequence.parameters.last?.first ?? 1)
      let final = Unicode.Scalar(sequence.final)
      switch final {
      case "M":
        return keyAction(.enter, modifiers)
      case "a", "b", "c", "d":
        // rxvt's Ctrl-arrows.
        return keyAction(letterKey(sequence.final - 0x20), modifiers.union(.control))
      case "j"..."y", "X":
        // Application-keypad characters.
        let keypad: [Unicode.Scalar: Character] = [
          "j": "*", "k": "+", "l": ",", "m": "-", "n": ".", "o": "/", "X": "=",
        ]
        let character =
          keypad[final] ?? Character(Unicode.Scalar(sequence.final - UInt8(ascii: "p") + 0x30))
        return keyAction(.char(character), modifiers)
      default:
        return keyAction(letterKey(sequence.final), modifiers)
      }
    }

    private static func tilde(_ sequence: ControlSequence, modifiers: KeyModifiers)
      -> SequenceAction
    {
      switch sequence.parameter(0) ?? 0 {
      case 200:
        return .beginPaste
      case 27:
        // xterm modifyOtherKeys: `CSI 27 ; mods ; code ~`.
        guard let code = sequence.parameter(2) else { return .ignore }
        return keyAction(codepoint: code, shifted: nil, modifiers)
      case let number:
        return keyAction(tildeKey(number), modifiers)
      }
    }

    /// Keys whose CSI / SS3 form ends in a letter.
    static func letterKey(_ final: UInt8) -> Key? {
      switch Unicode.Scalar(final) {
      case "A": .up
      case "B": .down
      case "C": .right
      case "D": .left
      case "H": .home
      case "F": .end
      case "P": .function(1)
      case "Q": .function(2)
      case "R": .function(3)
      case "S": .function(4)
      case "Z": .backTab
      default: nil
      }
    }

    /// Keys of the `CSI number ~` form (VT220 / xterm / rxvt numbering).
    static func tildeKey(_ number: Int) -> Key? {
      switch number {
      case 1, 7: .home
      case 2: .insert
      case 3: .delete
      case 4, 8: .end
      case 5: .pageUp
      case 6: .pageDown
      case 11...15: .function(number - 10)
      case 17...21: .function(number - 11)
      case 23...26: .function(number - 12)
      case 28, 29: .function(number - 13)
      case 31...34: .function(number - 14)
      default: nil
      }
    }

    private static func keyAction(_ key: Key?, _ modifiers: KeyModifiers) -> SequenceAction {
      guard let key else { return .ignore }
      var modifiers = modifiers
      if key == .backTab {
        modifiers.remove(.shift)
      }
      return .key(KeyEvent(key, modifiers: modifiers))
    }

    /// Maps a kitty / modifyOtherKeys codepoint so it matches what legacy encodings produce.
    private static func keyAction(codepoint: Int, shifted: Int?, _ modifiers: KeyModifiers)
      -> SequenceAction
    {
      switch codepoint {
      case 9: keyAction(modifiers.contains(.shift) ? .backTab : .tab, modifiers)
      case 13, 57414: keyAction(.enter, modifiers)
      case 27: keyAction(.escape, modifiers)
      case 8, 127: keyAction(.backspace, modifiers)
      case 57376...57398: keyAction(.function(codepoint - 57363), modifiers)
      case 57399...57416: keypadAction(codepoint, modifiers)
      case 57417...57426: keyAction(kittyNavigationKeys[codepoint - 57417], modifiers)
      default: textAction(codepoint: codepoint, shifted: shifted, modifiers)
      }
    }

    /// The text a kitty `CSI u` key carries in its third parameter (code points separated by
    /// colons), when it is one printable grapheme cluster.
    private static func associatedText(_ sequence: ControlSequence) -> Character? {
      guard sequence.parameters.count > 2 else { return nil }
      var text = ""
      for code in sequence.parameters[2] {
        guard let scalar = printableScalar(code) else { return nil }
        text.unicodeScalars.append(scalar)
      }
      guard text.count == 1 else { return nil }
      return text.first
    }

    private static let kittyNavigationKeys: [Key] = [
      .left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .insert, .delete,
    ]

    private static func keypadAction(_ codepoint: Int, _ modifiers: KeyModifiers)
      -> SequenceAction
    {
      // KP_0...KP_9, then . / * - + Enter = ,
      let characters = Array("0123456789./*-+\n=,")
      let character = characters[codepoint - 57399]
      return keyAction(character == "\n" ? .enter : .char(character), modifiers)
    }

    private static func textAction(codepoint: Int, shifted: Int?, _ modifiers: KeyModifiers)
      -> SequenceAction
    {
      guard let scalar = printableScalar(codepoint) else { return .ignore }
      var modifiers = modifiers
      if modifiers.contains(.control), let letter = controlLetter(scalar) {
        modifiers.remove(.control)
        return keyAction(.ctrl(letter), modifiers)
      }
      var character = Character(scalar)
      if modifiers.contains(.shift) {
        // Fold Shift into the character, as a legacy terminal would have sent "A" for Shift-a.
        if let shifted, let shiftedScalar = printableScalar(shifted) {
          character = Character(shiftedScalar)
          modifiers.remove(.shift)
        } else if ("a"..."z").contains(scalar) {
          character = Character(Unicode.Scalar(scalar.value - 0x20)!)
          modifiers.remove(.shift)
        }
      }
      return keyAction(.char(character), modifiers)
    }

    private static func printableScalar(_ codepoint: Int) -> Unicode.Scalar? {
      guard codepoint >= 0x20 && codepoint < 0x11_0000, !(0x7F...0x9F).contains(codepoint),
        !(57344...63743).contains(codepoint)
      else { return nil }
      return Unicode.Scalar(UInt32(codepoint))
    }

    /// The `.ctrl` payload for Ctrl plus this scalar, matching the C0 bytes legacy terminals send.
    private static func controlLetter(_ scalar: Unicode.Scalar) -> Character? {
      switch scalar {
      case "a"..."z", " ", "\\", "]", "^", "_": Character(scalar)
      case "A"..."Z": Character(Unicode.Scalar(scalar.value + 0x20)!)
      default: nil
      }
    }
  }
}
