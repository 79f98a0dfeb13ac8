import Decl
import Testing

@testable import DeclRender

@MainActor
@Suite struct FrameLayoutTests {
  @Test func fixedFrameHasItsSizeAndAlignsContent() {
    let host = TestHost(width: 10, height: 3) {
      Text("ab").frame(width: 48, height: 48, alignment: .bottomTrailing)
    }
    // The 6×3 frame is centred in the 10×3 screen; the text sits at its bottom right.
    #expect(host.frame(ofText: "ab") == Rect(x: 6, y: 2, width: 2, height: 1))
  }

  @Test func frameWithOneDimensionTakesTheContentsOther() {
    let host = TestHost(width: 10, height: 5) {
      Text("ab").frame(width: 64).border(Color.red)
    }
    #expect(host.screen == "\n\n ────────\n\n")
  }

  @Test func maxWidthInfinityFillsTheProposal() {
    let host = TestHost(width: 10, height: 1) {
      Text("ab").frame(maxWidth: .infinity, alignment: .trailing)
    }
    #expect(host.screen == "        ab")
  }

  @Test func minWidthGrowsSmallContent() {
    let host = TestHost(width: 20, height: 1) {
      HStack(spacing: 0) {
        Text("a").frame(minWidth: 40, alignment: .leading)
        Text("b")
      }
    }
    #expect(host.frame(ofText: "b")!.minX - host.frame(ofText: "a")!.minX == 5)
  }

  @Test func maxWidthLimitsWideContent() {
    let host = TestHost(width: 20, height: 3) {
      Text("one two three").frame(maxWidth: 56)
    }
    #expect(host.frame(ofText: "one two three")?.width == 7)
    #expect(
      host.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == [
        "one two", "three",
      ])
  }

  @Test func idealWidthIsUsedWhenTheProposalIsUnspecified() {
    let host = TestHost(width: 20, height: 1) {
      Color.red.frame(idealWidth: 56, maxWidth: .infinity).fixedSize()
    }
    let painted = (0..<20).filter { host.canvas[x: $0, y: 0].style.background != .default }
    #expect(painted.count == 7)
  }

  @Test func paddingAddsCellsOnEachEdge() {
    let host = TestHost(width: 9, height: 5) {
      Text("ab").padding(EdgeInsets(top: 16, leading: 16, bottom: 0, trailing: 24)).border(
        Color.blue)
    }
    // 2 + 2 + 3 = 7 wide, 1 + 1 + 0 = 2 high; the border covers the outer cells.
    #expect(host.frame(ofText: "ab") == Rect(x: 3, y: 2, width: 2, height: 1))
  }

  @Test func defaultPaddingIsSixteenPoints() {
    // 16 points: two columns and one row on each side, which the border then covers.
    let host = TestHost(width: 10, height: 5) {
      Text("ab").padding().border(Color.blue)
    }
    #expect(host.screen == "\n  ┌────┐\n  │ ab │\n  └────┘\n")
  }

  @Test func paddingOnSomeEdges() {
    let host = TestHost(width: 10, height: 1) {
      HStack(spacing: 0) {
        Text("a").padding(.trailing, 24)
        Text("b")
      }
    }
    #expect(host.screen == "  a   b")
  }

  @Test func fixedSizeKeepsTheIdealSizeWhateverIsOffered() {
    let host = TestHost(width: 6, height: 1) {
      Text("abcdefgh").fixedSize()
    }
    // The text is 8 wide; the screen shows its middle 6 columns.
    #expect(host.frame(ofText: "abcdefgh")?.width == 8)
    #expect(host.screen == "bcdefg")
  }

  @Test func fixedSizeInOneDimension() {
    let host = TestHost(width: 20, height: 5) {
      Text("one two three").frame(width: 40).fixedSize(horizontal: false, vertical: true)
    }
    #expect(host.frame(ofText: "one two three")?.height == 3)
  }

  @Test func offsetMovesDrawingButNotLayout() {
    let host = TestHost(width: 6, height: 1) {
      HStack(spacing: 0) {
        Text("a").offset(x: 16)
        Text("b")
      }.frame(maxWidth: .infinity, alignment: .leading)
    }
    #expect(host.frame(ofText: "b")?.minX == 1)
    #expect(host.screen == " ba")
  }

  @Test func backgroundIsSizedByTheContent() {
    let host = TestHost(width: 6, height: 3) {
      Text("ab").background(Color.red)
    }
    var painted: [Int] = []
    for y in 0..<3 {
      for x in 0..<6 where host.canvas[x: x, y: y].style.background != .default {
        painted.append(y * 6 + x)
      }
    }
    #expect(painted == [8, 9])
    #expect(host.canvas[x: 2, y: 1].grapheme == "a")
  }

  @Test func overlayIsAlignedInsideTheContent() {
    let host = TestHost(width: 8, height: 1) {
      Text("abcdef").overlay(alignment: .trailing) { Text("X") }
    }
    #expect(host.screen == " abcdeX")
  }

  @Test func hiddenKeepsItsSpace() {
    let host = TestHost(width: 8, height: 1) {
      HStack(spacing: 0) {
        Text("abc").hidden()
        Text("d")
      }.frame(maxWidth: .infinity, alignment: .leading)
    }
    #expect(host.screen == "   d")
  }

  @Test func zeroAndTinyScreensDoNotCrash() {
    for (width, height) in [(0, 0), (1, 1), (0, 5), (5, 0), (2, 1)] {
      let host = TestHost(width: width, height: height) {
        VStack {
          Text("中文 wide text 🎉").padding()
          HStack {
            Spacer()
            Text("x")
          }
        }.border(Color.red)
      }
      #expect(host.canvas.width == width && host.canvas.height == height)
    }
  }
}
