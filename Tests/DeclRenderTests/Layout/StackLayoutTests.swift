import Decl
import Testing

@testable import DeclRender

@MainActor
@Suite struct StackLayoutTests {
  @Test func vStackStacksRowsWithNoSpacingAndCentresByDefault() {
    let host = TestHost(width: 10, height: 3) {
      VStack {
        Text("ab")
        Text("abcdef")
      }
    }
    #expect(host.frame(ofText: "abcdef") == Rect(x: 2, y: 1, width: 6, height: 1))
    #expect(host.frame(ofText: "ab") == Rect(x: 4, y: 0, width: 2, height: 1))
  }

  @Test func hStackPutsOneColumnBetweenViews() {
    let host = TestHost(width: 20, height: 1) {
      HStack {
        Text("ab")
        Text("cd")
      }.frame(maxWidth: .infinity, alignment: .leading)
    }
    #expect(host.screen == "ab cd")
  }

  @Test func explicitSpacingAndAlignment() {
    let host = TestHost(width: 10, height: 5) {
      VStack(alignment: .trailing, spacing: 16) {
        Text("a")
        Text("bbb")
      }
    }
    #expect(host.screen == "\n     a\n\n   bbb\n")
  }

  @Test func spacerPushesViewsToTheEdges() {
    let host = TestHost(width: 12, height: 1) {
      HStack {
        Text("L")
        Spacer()
        Text("R")
      }
    }
    #expect(host.screen == "L          R")
  }

  @Test func spacerMinimumLengthIsKeptWhenSpaceRunsOut() {
    let host = TestHost(width: 8, height: 1) {
      HStack(spacing: 0) {
        Text("aaaaaa")
        Spacer(minLength: 24)
        Text("b")
      }
    }
    // 8 columns: the spacer keeps 3 and "b" keeps 1, so the long text is cut to 4.
    #expect(host.screen == "aaa…   b")
  }

  @Test func leastFlexibleChildIsServedFirst() {
    // The fixed frame (flexibility 0) gets its 4 columns before the text shares the rest.
    let host = TestHost(width: 10, height: 1) {
      HStack(spacing: 0) {
        Text("abcdefghijkl")
        Color.red.frame(width: 32)
      }
    }
    #expect(host.frame(ofText: "abcdefghijkl")?.width == 6)
    #expect(host.screen == "abcde…")
  }

  @Test func equalViewsShareSpaceEvenly() {
    let host = TestHost(width: 11, height: 1) {
      HStack {
        Text("aaaaaaaa").lineLimit(1)
        Text("bbbbbbbb").lineLimit(1)
      }
    }
    #expect(host.screen == "aaaa… bbbb…")
  }

  @Test func higherLayoutPriorityIsServedBeforeOthers() {
    let host = TestHost(width: 11, height: 1) {
      HStack {
        Text("aaaaaaaa").lineLimit(1)
        Text("bbbbbbbb").lineLimit(1).layoutPriority(1)
      }
    }
    // The priority text takes all it wants, the other keeps its minimum (one cell).
    #expect(host.frame(ofText: "bbbbbbbb")?.width == 8)
    #expect(host.screen == "a… bbbbbbbb")
  }

  @Test func tooLittleSpaceOverflowsTheScreenButIsClipped() {
    let host = TestHost(width: 5, height: 2) {
      HStack(spacing: 0) {
        Color.red.frame(width: 32)
        Color.blue.frame(width: 32)
      }
    }
    // The stack is 8 wide in a 5-column screen: it is centred, and the canvas clips it.
    #expect(host.canvas.width == 5)
    #expect(host.canvas[x: 0, y: 0].style.background != .default)
  }

  @Test func dividerSpansTheStackMinorAxis() {
    let host = TestHost(width: 6, height: 3) {
      VStack {
        Text("abc")
        Divider()
        Text("d")
      }.frame(width: 48)
    }
    #expect(host.screen == " abc\n──────\n  d")
    let vertical = TestHost(width: 5, height: 1) {
      HStack {
        Text("a")
        Divider()
        Text("b")
      }
    }
    #expect(vertical.screen == "a │ b")
  }

  @Test func zStackLayersLaterViewsInFront() {
    let host = TestHost(width: 5, height: 1) {
      ZStack(alignment: .leading) {
        Text("hello")
        Text("J")
      }
    }
    #expect(host.screen == "Jello")
  }

  @Test func multipleRootViewsStackVertically() {
    let host = TestHost(width: 3, height: 2) {
      Text("a")
      Text("b")
    }
    #expect(host.screen == " a\n b")
  }
}
