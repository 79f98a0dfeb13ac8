import Decl
import Foundation
import Testing

@testable import DeclRender

@MainActor
private final class Log {
  var entries: [String] = []
}

private struct Cards: View {
  var log: Log
  var body: some View {
    VStack(alignment: .leading) {
      Text("Card A").onTapGesture { log.entries.append("A") }
      Text("Card B").onTapGesture(count: 2) { log.entries.append("B twice") }
      Text("Plain")
      Button("Save") { log.entries.append("save") }
    }
  }
}

@MainActor
@Suite struct GestureTests {
  @Test func aViewWithATapGestureTakesFocusAndEnterTapsIt() {
    let log = Log()
    let host = TestHost(width: 20, height: 4) { Cards(log: log) }
    host.send(.tab)
    #expect(host.style(at: "Card A")?.attributes.contains(.inverse) == true)
    host.send(.enter)
    host.send(.tab)
    host.send(.char(" "))
    host.send(.tab)
    // Plain text is not focusable: the button comes next.
    #expect(host.style(at: "Save")?.attributes.contains(.inverse) == true)
    #expect(log.entries == ["A", "B twice"])
  }

  @Test func clicksTapAndADoubleTapNeedsTwo() {
    let log = Log()
    let host = TestHost(width: 20, height: 4) { Cards(log: log) }
    let a = host.position(of: "Card A")!
    let b = host.position(of: "Card B")!
    host.click(x: a.x, y: a.y)
    host.click(x: b.x, y: b.y)
    #expect(log.entries == ["A"])
    host.click(x: b.x + 1, y: b.y)
    #expect(log.entries == ["A", "B twice"])
  }

  @Test func tapPrefersButtonsAndFallsBackToTapGestures() {
    struct Both: View {
      var log: Log
      var body: some View {
        VStack {
          Text("Open card").onTapGesture { log.entries.append("card") }
          Button("Open") { log.entries.append("button") }
        }
      }
    }
    let log = Log()
    let host = TestHost(width: 20, height: 2) { Both(log: log) }
    host.tap("Open")
    #expect(log.entries == ["button"])
    host.tap("Open card")
    #expect(log.entries == ["button", "card"])
  }

  @Test func focusableMakesAnyViewReachableAndFocusedWorks() {
    struct Focus: View {
      @FocusState var focused: Bool
      var body: some View {
        VStack {
          Text("Panel").focusable().focused($focused)
          Text("Skipped").focusable(false)
          Text(focused ? "panel focused" : "nothing focused")
        }
      }
    }
    let host = TestHost(width: 20, height: 3) { Focus() }
    host.send(.tab)
    #expect(host.screen.contains("panel focused"))
    #expect(host.style(at: "Panel")?.attributes.contains(.inverse) == true)
    host.send(.tab)
    #expect(host.screen.contains("panel focused"))
  }

  @Test func isFocusedIsSetInsideAFocusableView() {
    struct Highlight: View {
      @Environment(\.isFocused) var isFocused
      var body: some View { Text(isFocused ? "[focused]" : "[idle]") }
    }
    let host = TestHost(width: 20, height: 1) { Highlight().focusable() }
    #expect(host.lines == ["[idle]"])
    host.send(.tab)
    #expect(host.lines == ["[focused]"])
  }

  @Test func aTapGestureInsideAControlBelongsToTheControl() {
    struct TapToggleStyle: ToggleStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack {
          Text(configuration.isOn ? "(on)" : "(off)")
          configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
      }
    }
    struct Form: View {
      @State var on = false
      var body: some View {
        VStack {
          Toggle("Lamp", isOn: $on).toggleStyle(TapToggleStyle())
          Button("Next") {}
        }
      }
    }
    let host = TestHost(width: 20, height: 2) { Form() }
    host.send(.tab)
    host.send(.tab)
    // One stop for the toggle, then the button.
    #expect(host.style(at: "Next")?.attributes.contains(.inverse) == true)
    host.click(x: host.position(of: "Lamp")!.x, y: 0)
    #expect(host.screen.contains("(on)"))
  }
}

@MainActor
@Suite struct KeyPressTests {
  private struct Counter: View {
    @State var count = 0
    var log: Log
    var body: some View {
      VStack {
        Text("Count \(count)")
          .focusable()
          .onKeyPress(.upArrow) {
            count += 1
            return .handled
          }
          .onKeyPress(.downArrow) { .ignored }
          .onKeyPress(characters: .decimalDigits) { press in
            count = Int(press.characters) ?? count
            return .handled
          }
        TextField("Name", text: .constant(""))
      }
      .onKeyPress(.upArrow) {
        log.entries.append("outer up")
        return .handled
      }
      .onKeyPress(.escape) {
        log.entries.append("escape")
        return .handled
      }
    }
  }

  @Test func theFocusedViewsHandlersRunBeforeTheKeysDefault() {
    let log = Log()
    let host = TestHost(width: 20, height: 2) { Counter(log: log) }
    host.send(.tab)
    host.send(.up)
    host.send(.up)
    #expect(host.screen.contains("Count 2"))
    host.type("7")
    #expect(host.screen.contains("Count 7"))
    // The inner handler took Up, so the outer one never saw it.
    #expect(log.entries.isEmpty)
    host.send(.escape)
    #expect(log.entries == ["escape"])
  }

  @Test func anIgnoredKeyGoesOnToTheDefaultRouting() {
    let log = Log()
    let host = TestHost(width: 20, height: 2) { Counter(log: log) }
    host.send(.tab)
    // Down is ignored by the handler, so it moves focus to the field.
    host.send(.down)
    host.type("x")
    #expect(host.screen.contains("Count 0"))
    #expect(host.cursor != nil)
    // In the field, Up reaches the outer handler, which takes it: focus stays.
    host.send(.up)
    #expect(log.entries == ["outer up"])
    #expect(host.cursor != nil)
  }

  @Test func aTextFieldTypesCharactersBeforeHandlersSeeThem() {
    struct Shortcut: View {
      @State var text = ""
      var log: Log
      var body: some View {
        TextField("Search", text: $text)
          .onKeyPress(characters: .letters) { press in
            log.entries.append(press.characters)
            return .handled
          }
          .onKeyPress(.return) {
            log.entries.append("return")
            return .handled
          }
      }
    }
    let log = Log()
    let host = TestHost(width: 20, height: 1) { Shortcut(log: log) }
    host.send(.tab)
    host.type("ab")
    host.send(.enter)
    #expect(host.lines == ["ab"])
    #expect(log.entries == ["return"])
  }

  @Test func keyPressesDescribeTheKey() {
    #expect(KeyPress(KeyEvent(.left))?.key == .leftArrow)
    #expect(KeyPress(KeyEvent(.enter))?.key == .return)
    #expect(KeyPress(KeyEvent(.backspace))?.key == .delete)
    #expect(KeyPress(KeyEvent(.backTab))?.modifiers == .shift)
    #expect(KeyPress(KeyEvent(.ctrl("s")))?.modifiers == .control)
    #expect(KeyPress(KeyEvent(.char("q")))?.characters == "q")
    #expect(KeyPress(KeyEvent(.function(1))) == nil)
    let space: KeyEquivalent = " "
    #expect(space == .space)
  }
}

@MainActor
@Suite struct LinkTests {
  @Test func aLinkIsAnUnderlinedButtonThatOpensItsURL() {
    let log = Log()
    let host = TestHost(width: 30, height: 1) {
      Link("Terms of Service", destination: URL(string: "https://example.com/tos")!)
        .environment(
          \.openURL,
          OpenURLAction { url in
            log.entries.append(url.absoluteString)
            return .handled
          })
    }
    #expect(host.style(at: "Terms")?.attributes.contains(.underline) == true)
    #expect(host.style(at: "Terms")?.foreground == cellColor(.accentColor))
    #expect(host.tap("Terms"))
    // A tap leaves focus alone; from the keyboard, Tab focuses the link and Enter opens it.
    host.send(.tab)
    host.send(.enter)
    #expect(log.entries == ["https://example.com/tos", "https://example.com/tos"])
  }
}
