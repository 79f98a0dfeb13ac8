import DeclInput

extension InputDecoder {
  /// A finished CSI or SS3 sequence split into its private marker, parameters and final byte.
  ///
  /// Parameters are `;`-separated; each may carry `:`-separated sub-parameters (kitty uses them
  /// for alternate keys and event types). Empty values read as 0.
  package struct ControlSequence: Sendable {
    /// Largest value kept for a parameter; longer digit runs saturate instead of overflowing.
    package static let maxValue = 9_999_999

    /// A leading `<`, `=`, `>` or `?`, if present.
    package var marker: UInt8?
    /// Parameters, each with at least one sub-parameter.
    package var parameters: [[Int]] = []
    /// True when the body has intermediate bytes or a misplaced marker; no key uses those.
    var isUnusual = false
    /// The final byte.
    package var final: UInt8

    package init(body: [UInt8], final: UInt8) {
      self.final = final
      var bytes = body[...]
      if let first = bytes.first, (0x3C...0x3F).contains(first) {
        marker = first
        bytes = bytes.dropFirst()
      }
      guard !bytes.isEmpty else { return }
      var parameter: [Int] = []
      var value = 0
      for byte in bytes {
        switch byte {
        case 0x30...0x39:
          value = min(value * 10 + Int(byte - 0x30), Self.maxValue)
        case 0x3A:
          parameter.append(value)
          value = 0
        case 0x3B:
          parameter.append(value)
          parameters.append(parameter)
          parameter = []
          value = 0
        default:
          isUnusual = true
        }
      }
      parameter.append(value)
      parameters.append(parameter)
    }

    /// The parameter at `index` (sub-parameter `sub`), or nil when absent.
    package func parameter(_ index: Int, sub: Int = 0) -> Int? {
      guard index < parameters.count, sub < parameters[index].count else { return nil }
      return parameters[index][sub]
    }

    /// Modifiers encoded xterm-style (1 + bitmask) in the parameter at `index`.
    package func modifiers(at index: Int) -> KeyModifiers {
      Self.modifiers(encoded: parameter(index) ?? 1)
    }

    /// The kitty keyboard protocol's event type (`…;mods:type`): 1, empty or absent is a press,
    /// 2 a repeat, 3 a release; nil for any other value, which no key event carries.
    var keyPhase: KeyEvent.Phase? {
      switch parameter(1, sub: 1) ?? 1 {
      case 0, 1: .press
      case 2: .repeat
      case 3: .release
      default: nil
      }
    }

    /// Decodes xterm's `1 + (shift 1 | alt 2 | ctrl 4 | …)`; super, caps lock etc. are dropped.
    package static func modifiers(encoded: Int) -> KeyModifiers {
      guard encoded > 1 else { return [] }
      return KeyModifiers(rawValue: UInt8((encoded - 1) & 0x7))
    }
  }
}
