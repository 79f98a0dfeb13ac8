import Decl
import Testing

@testable import DeclRender

@MainActor
@Suite struct TextLayoutTests {
  private func lines(_ host: TestHost) -> [String] {
    host.screen.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func wrapsAtWordBoundaries() {
    let host = TestHost(width: 11, height: 3) {
      Text("the quick brown fox").frame(width: 88, alignment: .leading)
    }
    #expect(lines(host) == ["the quick", "brown fox", ""])
  }

  @Test func breaksWordsLongerThanTheLine() {
    let host = TestHost(width: 4, height: 3) {
      Text("abcdefghij")
    }
    #expect(lines(host) == ["abcd", "efgh", "ij"])
  }

  @Test func measuresWideCharactersInColumns() {
    let host = TestHost(width: 5, height: 3) {
      Text("中文字符")
    }
    // Each ideograph is two columns: two fit on a line of five, never split in half.
    #expect(lines(host) == ["中文", "字符", ""])
    #expect(host.frame(ofText: "中文字符")?.width == 4)
  }

  @Test func emojiAndCombiningMarksTakeTheirWidths() {
    let host = TestHost(width: 10, height: 1) {
      Text("e\u{301}🎉x").fixedSize()
    }
    #expect(host.frame(ofText: "e\u{301}🎉x")?.width == 4)
  }

  @Test func lineLimitTruncatesWithAnEllipsis() {
    let host = TestHost(width: 10, height: 3) {
      Text("one two three four five six").lineLimit(2).frame(width: 80, alignment: .leading)
    }
    // Cut by character, as SwiftUI's tail truncation does.
    #expect(lines(host) == ["one two", "three fou…", ""])
  }

  @Test func lineLimitOneTruncatesAtTheWidth() {
    let host = TestHost(width: 6, height: 1) {
      Text("abcdefghij").lineLimit(1)
    }
    #expect(host.screen == "abcde…")
  }

  @Test func ellipsisNeverSplitsAWideCharacter() {
    let host = TestHost(width: 6, height: 1) {
      Text("中文字符").lineLimit(1)
    }
    #expect(host.screen == "中文…")
  }

  @Test func lineLimitRangeReservesItsLowerBound() {
    let host = TestHost(width: 10, height: 6) {
      Text("a").lineLimit(3...5).border(Color.red)
    }
    #expect(host.frame(ofText: "a")?.height == 3)
  }

  @Test func explicitNewlinesBreakLines() {
    let host = TestHost(width: 10, height: 2) {
      Text("ab\ncd").frame(width: 80, alignment: .leading)
    }
    #expect(lines(host) == ["ab", "cd"])
  }

  @Test func multilineTextAlignmentAlignsLines() {
    let host = TestHost(width: 9, height: 2) {
      Text("aaaaaaa b").multilineTextAlignment(.trailing).frame(width: 56)
    }
    #expect(host.screen == " aaaaaaa\n       b")
    let centred = TestHost(width: 7, height: 2) {
      Text("aaaaaaa b").multilineTextAlignment(.center).frame(width: 56)
    }
    #expect(centred.screen == "aaaaaaa\n   b")
  }

  @Test func heightProposalCutsLines() {
    let host = TestHost(width: 5, height: 2) {
      Text("one two three four")
    }
    #expect(lines(host) == ["one", "two…"])
  }

  @Test func controlCharactersNeverReachTheScreen() {
    let host = TestHost(width: 10, height: 1) {
      Text("a\u{1B}[2Jb\u{7}c")
    }
    #expect(host.screen == "  a[2Jbc")
  }

  @Test func hugeTextIsMeasuredWithoutHanging() {
    let big = String(repeating: "word ", count: 20_000)
    let host = TestHost(width: 80, height: 24) {
      Text(big)
    }
    #expect(host.screen.split(separator: "\n").count == 24)
  }
}
