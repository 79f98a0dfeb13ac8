import Decl
import Testing

/// The Markdown of string literals, read as SwiftUI reads `Text("…")`.
@Suite struct InlineMarkdownTests {
  /// Each run as its text and the styles Markdown gave it: b(old), i(talic), s(trike), l(ink).
  private func parts(_ key: LocalizedStringKey) -> [String] {
    key.runs.map { run in
      var marks = ""
      if run.style.bold == true { marks += "b" }
      if run.style.italic == true { marks += "i" }
      if run.style.strikethrough == true { marks += "s" }
      if run.style.underline == true, run.style.foreground == Color.accentColor._erased {
        marks += "l"
      }
      return marks.isEmpty ? run.string : "\(marks):\(run.string)"
    }
  }

  @Test func plainTextIsOneRun() {
    #expect(parts("Hello, world") == ["Hello, world"])
    #expect(parts("") == [])
  }

  @Test func strongEmphasisAndBoth() {
    #expect(parts("a **bold** b") == ["a ", "b:bold", " b"])
    #expect(parts("a __bold__ b") == ["a ", "b:bold", " b"])
    #expect(parts("*it* and _it_") == ["i:it", " and ", "i:it"])
    #expect(parts("***both***") == ["bi:both"])
    #expect(parts("**bold *and italic***") == ["b:bold ", "bi:and italic"])
    #expect(parts("*italic **and bold***") == ["i:italic ", "bi:and bold"])
  }

  @Test func strikethrough() {
    #expect(parts("~~gone~~ here") == ["s:gone", " here"])
    #expect(parts("~gone~") == ["s:gone"])
    // Opener and closer must be the same length; three tildes are never a marker.
    #expect(parts("~~a~") == ["~~a~"])
    #expect(parts("~~~a~~~") == ["~~~a~~~"])
  }

  @Test func codeSpansAreLiteral() {
    #expect(parts("run `swift **build**` now") == ["run swift **build** now"])
    #expect(parts("``a ` b``") == ["a ` b"])
    #expect(parts("` `` `") == ["``"])
    #expect(parts("`unclosed") == ["`unclosed"])
  }

  @Test func links() {
    #expect(parts("See [the docs](https://example.com) now") == ["See ", "l:the docs", " now"])
    #expect(parts("[**bold** link](https://a.b \"Title\")") == ["bl:bold", "l: link"])
    #expect(parts("<https://example.com>") == ["l:https://example.com"])
    #expect(parts("<me@example.com>") == ["l:me@example.com"])
    #expect(parts("[not a link] (x)") == ["[not a link] (x)"])
    #expect(parts("[unclosed](https://a.b") == ["[unclosed](https://a.b"])
    #expect(parts("a < b > c") == ["a < b > c"])
    // Links do not nest: the outer brackets stay text.
    #expect(parts("[a [b](u) c](v)") == ["[a ", "l:b", " c](v)"])
  }

  @Test func escapesAndUnmatchedMarkersStayLiteral() {
    #expect(parts("\\*not italic\\*") == ["*not italic*"])
    #expect(parts("a \\`b\\` c") == ["a `b` c"])
    #expect(parts("back\\slash") == ["back\\slash"])
    #expect(parts("**open only") == ["**open only"])
    #expect(parts("close only**") == ["close only**"])
    #expect(parts("2 * 3 * 4") == ["2 * 3 * 4"])
  }

  @Test func commonMarkDelimiterRules() {
    #expect(parts("*foo**bar**baz*") == ["i:foo", "bi:bar", "i:baz"])
    // The rule of three: `**` inside a word cannot close a single `*`.
    #expect(parts("*foo**bar*") == ["i:foo**bar"])
    #expect(parts("*a **b* c**") == ["i:a b c"])
  }

  @Test func underscoresInsideWordsAreNotEmphasis() {
    #expect(parts("snake_case_name") == ["snake_case_name"])
    #expect(parts("file_name.txt and _real_") == ["file_name.txt and ", "i:real"])
    #expect(parts("in*tra*word") == ["in", "i:tra", "word"])
  }

  @Test func leftoverMarkersStayOutside() {
    #expect(parts("**a*") == ["*", "i:a"])
    #expect(parts("*a**") == ["i:a", "*"])
  }

  @Test func interpolatedValuesAreNotParsedButTakeTheStyleAround() {
    let name = "*Ann*"
    #expect(parts("Hi \(name)") == ["Hi *Ann*"])
    #expect(parts("**\(name)**!") == ["b:*Ann*", "!"])
    let text = Text("x").italic()
    let key: LocalizedStringKey = "**a \(text)**"
    #expect(parts(key) == ["b:a ", "bi:x"])
  }

  @Test func aStringValueThroughLocalizedStringKeyIsParsed() {
    let markdown = "Read **this**"
    #expect(parts(LocalizedStringKey(markdown)) == ["Read ", "b:this"])
  }

  @Test func hugeAndHostileInputFinishes() {
    let hostile = String(repeating: "*a _b [c](", count: 2000) + String(repeating: "`", count: 500)
    let runs = LocalizedStringKey(hostile).runs
    #expect(runs.map(\.string).joined().count > 0)
    // Thousands of `](` that never close a link: each is given up after a bounded look.
    let unclosed = String(repeating: "[c](", count: 10_000)
    #expect(LocalizedStringKey(unclosed).runs.map(\.string).joined() == unclosed)
    let backticks = (1...60).map { String(repeating: "`", count: $0) + "x" }.joined()
    #expect(LocalizedStringKey(backticks).runs.map(\.string).joined() == backticks)
  }
}
