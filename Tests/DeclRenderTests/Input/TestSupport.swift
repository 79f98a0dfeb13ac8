@testable import DeclRender

/// Bytes of `text`, with "␛" standing for ESC so sequences stay readable.
func bytes(_ text: String) -> [UInt8] {
  Array(text.replacingEscapeGlyph.utf8)
}

extension String {
  fileprivate var replacingEscapeGlyph: String {
    String(String.UnicodeScalarView(unicodeScalars.map { $0 == "␛" ? "\u{1B}" : $0 }))
  }
}

/// A key event for `key` with `modifiers`, a press unless `phase` says otherwise.
func key(_ key: Key, _ modifiers: KeyModifiers = [], phase: KeyEvent.Phase = .press)
  -> InputEvent
{
  .key(KeyEvent(key, modifiers: modifiers, phase: phase))
}

/// A character key event.
func char(_ character: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
  key(.char(character), modifiers)
}

/// A mouse event.
func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int, _ modifiers: KeyModifiers = [])
  -> InputEvent
{
  .mouse(MouseEvent(kind: kind, x: x, y: y, modifiers: modifiers))
}

/// Decodes `input` fed in pieces cut at `cuts`, then flushes once.
func decode(_ input: [UInt8], cuts: [Int] = [], pasteLimit: Int? = nil) -> [InputEvent] {
  var decoder = pasteLimit.map { InputDecoder(pasteLimit: $0) } ?? InputDecoder()
  var events: [InputEvent] = []
  var start = 0
  for cut in cuts + [input.count] {
    events += decoder.feed(input[start..<cut])
    start = cut
  }
  return events + decoder.flush()
}

extension SplitMix64 {
  /// A uniform-enough integer in `range`.
  mutating func int(_ range: Range<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func byte() -> UInt8 {
    UInt8(truncatingIfNeeded: next())
  }

  /// True one time in `n`.
  mutating func oneIn(_ n: Int) -> Bool {
    int(0..<n) == 0
  }

  mutating func element<T>(_ items: [T]) -> T {
    items[int(0..<items.count)]
  }
}
