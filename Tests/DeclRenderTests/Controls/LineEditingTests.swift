import Testing

@testable import DeclRender

@Suite struct LineEditingTests {
  private func edit(_ text: String, caret: Int? = nil, _ commands: LineEditing.Command...)
    -> LineEditing
  {
    var editing = LineEditing(text, caret: caret)
    for command in commands { editing.apply(command) }
    return editing
  }

  @Test func insertsAtTheCaret() {
    #expect(edit("ac", caret: 1, .insert("b")) == LineEditing("abc", caret: 2))
    #expect(edit("", .insert("中文")).text == "中文")
  }

  @Test func backspaceAndDeleteRemoveAroundTheCaret() {
    #expect(edit("abc", caret: 1, .backspace) == LineEditing("bc", caret: 0))
    #expect(edit("abc", caret: 1, .delete) == LineEditing("ac", caret: 1))
    #expect(edit("abc", caret: 0, .backspace) == LineEditing("abc", caret: 0))
    #expect(edit("abc", .delete) == LineEditing("abc", caret: 3))
  }

  @Test func movesStopAtTheEnds() {
    #expect(edit("ab", .right).caret == 2)
    #expect(edit("ab", caret: 0, .left).caret == 0)
    #expect(edit("ab", .home).caret == 0)
    #expect(edit("ab", caret: 0, .end).caret == 2)
  }

  @Test func wordCommands() {
    #expect(edit("hello big world", .wordLeft).caret == 10)
    #expect(edit("hello big world", caret: 0, .wordRight).caret == 5)
    #expect(edit("hello big world", .deleteWordBackward) == LineEditing("hello big ", caret: 10))
    #expect(edit("hello big world", caret: 6, .deleteToStart) == LineEditing("big world", caret: 0))
    #expect(edit("hello big world", caret: 5, .deleteToEnd) == LineEditing("hello", caret: 5))
  }

  @Test func graphemeClustersAreOneCharacter() {
    #expect(edit("e\u{301}👍🏽", .backspace).text == "e\u{301}")
    #expect(edit("e\u{301}👍🏽", .backspace, .backspace).text == "")
  }

  @Test func controlCharactersAreNeverInserted() {
    #expect(edit("", .insert("a\u{1B}[2Jb\u{7}")).text == "a[2Jb")
    #expect(edit("", .insert("one\ntwo")).text == "one two")
  }

  @Test func keysMapToCommands() {
    #expect(LineEditing.command(for: KeyEvent(.char("x"))) == .insert("x"))
    #expect(LineEditing.command(for: KeyEvent(.backspace)) == .backspace)
    #expect(
      LineEditing.command(for: KeyEvent(.backspace, modifiers: .option)) == .deleteWordBackward)
    #expect(LineEditing.command(for: KeyEvent(.left, modifiers: .control)) == .wordLeft)
    #expect(LineEditing.command(for: KeyEvent(.ctrl("a"))) == .home)
    #expect(LineEditing.command(for: KeyEvent(.ctrl("e"))) == .end)
    #expect(LineEditing.command(for: KeyEvent(.ctrl("u"))) == .deleteToStart)
    #expect(LineEditing.command(for: KeyEvent(.ctrl("k"))) == .deleteToEnd)
    #expect(LineEditing.command(for: KeyEvent(.ctrl("w"))) == .deleteWordBackward)
    #expect(LineEditing.command(for: KeyEvent(.tab)) == nil)
  }
}
