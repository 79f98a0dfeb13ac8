import Decl
import DeclRender
import Testing

private struct Conditional: View {
  var flag: Bool
  var body: some View {
    if flag {
      Text("yes")
    } else {
      Text("no")
    }
  }
}

private struct OptionalContent: View {
  var show: Bool
  var body: some View {
    VStack {
      Text("always")
      if show {
        Text("sometimes")
      }
    }
  }
}

private struct Row: Identifiable {
  let id: Int
  let name: String
}

private struct Caption: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(.leading, 16).foregroundColor(.red)
  }
}

private struct Bordered: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(8).border(Color.blue)
  }
}

@MainActor
@Suite struct ViewBuilderTests {
  @Test func eitherBranchIsBuilt() {
    #expect(TestHost(width: 3, height: 1) { Conditional(flag: true) }.screen == "yes")
    #expect(TestHost(width: 3, height: 1) { Conditional(flag: false) }.screen == "no")
  }

  @Test func optionalContentAppearsOnlyWhenPresent() {
    #expect(
      TestHost(width: 9, height: 2) { OptionalContent(show: true) }.screen == " always\nsometimes")
    #expect(TestHost(width: 9, height: 2) { OptionalContent(show: false) }.screen == " always\n")
  }

  @Test func forEachOverIdentifiableKeyPathAndRange() {
    let rows = [Row(id: 1, name: "a"), Row(id: 2, name: "b")]
    let identifiable = TestHost(width: 1, height: 2) { VStack { ForEach(rows) { Text($0.name) } } }
    #expect(identifiable.screen == "a\nb")
    let keyPath = TestHost(width: 1, height: 2) {
      VStack { ForEach(rows, id: \.name) { Text($0.name) } }
    }
    #expect(keyPath.screen == "a\nb")
    let range = TestHost(width: 3, height: 1) {
      HStack(spacing: 0) { ForEach(0..<3) { Text("\($0)") } }
    }
    #expect(range.screen == "012")
  }

  @Test func groupAndTupleFlowIntoTheEnclosingStack() {
    let host = TestHost(width: 5, height: 1) {
      HStack(spacing: 0) {
        Group {
          Text("a")
          Text("b")
        }
        Text("c")
      }
    }
    #expect(host.screen == " abc")
  }

  @Test func anyViewWrapsAnyView() {
    let views: [AnyView] = [AnyView(Text("x")), AnyView(Color.red.frame(width: 8, height: 16))]
    let host = TestHost(width: 2, height: 1) {
      HStack(spacing: 0) {
        views[0]
        views[1]
      }
    }
    #expect(host.screen == "x")
    #expect(host.canvas[x: 1, y: 0].style.background != .default)
  }

  @Test func emptyViewTakesNoSpace() {
    let host = TestHost(width: 3, height: 1) {
      HStack(spacing: 0) {
        Text("a")
        EmptyView()
        Text("b")
      }
    }
    #expect(host.screen == "ab")
  }

  @Test func customModifierBodyWrapsTheContent() {
    let host = TestHost(width: 4, height: 1) { Text("ab").modifier(Caption()) }
    #expect(host.screen == "  ab")
    #expect(host.canvas[x: 2, y: 0].style.foreground != .default)
  }

  @Test func concatenatedModifiersApplyInOrder() {
    let host = TestHost(width: 6, height: 3) { Text("ab").modifier(Caption().concat(Bordered())) }
    #expect(host.screen == "┌────┐\n│  ab│\n└────┘")
  }

  @Test func labelShowsIconThenTitle() {
    let host = TestHost(width: 8, height: 1) { Label("Delete", systemImage: "trash") }
    #expect(host.screen == "🗑 Delete")
  }

  @Test func unknownSymbolShowsAVisiblePlaceholder() {
    let host = TestHost(width: 1, height: 1) { Image(systemName: "no.such.symbol.anywhere") }
    #expect(host.screen == "⍰")
  }

  @Test func symbolVariantsTakeTheirBasesGlyph() {
    let host = TestHost(width: 1, height: 1) { Image(systemName: "heart.circle.fill") }
    #expect(host.screen == "♥")
  }
}

@MainActor
@Suite struct LabeledContentTests {
  @Test func labelLeftValueRightInTheSecondaryStyle() {
    let host = TestHost(width: 20, height: 3) {
      Form { LabeledContent("Pages", value: "476") }
    }
    #expect(host.screen == " Pages          476\n\n")
    #expect(host.canvas[x: 16, y: 0].style.foreground == .rgb(141, 141, 147))
  }
}
