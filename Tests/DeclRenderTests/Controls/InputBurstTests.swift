import Decl
import Testing

@testable import DeclRender

/// Keys that arrive together (`FrameRenderer.apply`, which the run loop and `TestHost.type`
/// use): a focused text field takes its typing and editing keys as one edit, and every other
/// key still sees what the keys before it did.
@MainActor @Suite struct InputBurstTests {
  /// Where the field's text lives, counting the writes that reach it.
  final class Store {
    var text = ""
    var writes = 0
    var submitted: [String] = []
    var leftArrows = 0

    var binding: Binding<String> {
      Binding(
        get: { self.text },
        set: {
          self.text = $0
          self.writes += 1
        })
    }
  }

  struct Field: View {
    let store: Store

    var body: some View {
      VStack {
        TextField("Name", text: store.binding)
          .onSubmit { store.submitted.append(store.text) }
        Button("Done") {}
      }
    }
  }

  struct GuardedField: View {
    let store: Store

    var body: some View {
      TextField("Name", text: store.binding)
        .onKeyPress(.leftArrow) {
          store.leftArrows += 1
          return .handled
        }
    }
  }

  /// A second field that appears once the first has text.
  struct Revealing: View {
    @State private var first = ""
    let store: Store

    var body: some View {
      VStack {
        TextField("First", text: $first)
        if !first.isEmpty { TextField("Second", text: store.binding) }
        Button("Done") {}
      }
    }
  }

  private static func keys(_ text: String) -> [InputEvent] {
    text.map { .key(KeyEvent(.char($0))) }
  }

  private static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
  }

  /// A renderer showing `view` with its first control focused.
  private static func focusedRenderer(_ view: some View) -> FrameRenderer {
    let renderer = FrameRenderer(root: view, size: Size(width: 40, height: 6))
    renderer.renderFrame()
    renderer.apply([key(.tab)])
    renderer.renderFrame()
    return renderer
  }

  @Test func aBurstOfTypingIsOneWriteOfTheBinding() {
    let store = Store()
    let host = TestHost(width: 40, height: 6) { Field(store: store) }
    host.send(.tab)
    let frames = host.stats.frames
    host.type(String(repeating: "a", count: 20_000))
    #expect(store.text.count == 20_000)
    #expect(store.writes == 1)
    #expect(host.stats.frames == frames + 1)
    #expect(host.screen.contains(String(repeating: "a", count: 30)))
  }

  @Test func editingKeysInABurstEndWhereTheyWouldKeyByKey() {
    let events: [InputEvent] =
      Self.keys("hello world") + [Self.key(.ctrl("w"))] + Self.keys("there")
      + [Self.key(.home)] + Self.keys("¡") + [Self.key(.end), Self.key(.backspace)]
      + [Self.key(.left), Self.key(.left)] + Self.keys("X") + [Self.key(.ctrl("g"))]
      + [Self.key(.char("b"), .option), Self.key(.delete)] + Self.keys("Ü")
    let burst = Store()
    let together = Self.focusedRenderer(Field(store: burst))
    together.apply(events)
    together.renderFrame()
    let oneByOne = Store()
    let apart = Self.focusedRenderer(Field(store: oneByOne))
    for event in events {
      apart.apply([event])
      apart.renderFrame()
    }
    #expect(burst.text == "¡hello ÜhXer")
    #expect(burst.text == oneByOne.text)
    #expect(together.graph.context.lastFrame.cursor == apart.graph.context.lastFrame.cursor)
    #expect(burst.writes == 1)
    #expect(oneByOne.writes > 10)
  }

  @Test func enterSubmitsWhatWasTypedBeforeIt() {
    let store = Store()
    let renderer = Self.focusedRenderer(Field(store: store))
    renderer.apply(Self.keys("ab") + [Self.key(.enter)] + Self.keys("cd"))
    renderer.renderFrame()
    #expect(store.submitted == ["ab"])
    #expect(store.text == "abcd")
  }

  /// Focus order follows layout: a Tab after typing goes to the field the typing revealed,
  /// though no frame was drawn in between.
  @Test func tabAfterTypingReachesTheFieldTheTypingRevealed() {
    let store = Store()
    let renderer = Self.focusedRenderer(Revealing(store: store))
    renderer.apply(Self.keys("x") + [Self.key(.tab)] + Self.keys("y"))
    renderer.renderFrame()
    #expect(store.text == "y")
  }

  /// With an `onKeyPress` handler around the field, its other keys go one by one: the handler
  /// takes ← and the caret stays put.
  @Test func keyPressHandlersStillSeeEditingKeys() {
    let store = Store()
    let renderer = Self.focusedRenderer(GuardedField(store: store))
    renderer.apply(Self.keys("ab") + [Self.key(.left)] + Self.keys("c"))
    renderer.renderFrame()
    #expect(store.leftArrows == 1)
    #expect(store.text == "abc")
  }
}
