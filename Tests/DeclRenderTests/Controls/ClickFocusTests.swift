import Decl
import Testing

@testable import DeclRender

/// A text field above one control of every kind, and a line saying what happened.
private struct Panel: View {
  @State private var text = ""
  @State private var other = ""
  @State private var presses = 0
  @State private var isOn = false
  @State private var count = 0
  @State private var choice = 0
  @State private var taps = 0
  @State private var level = 0.0
  @FocusState private var fieldFocused: Bool

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Field", text: $text).focused($fieldFocused)
      Button("Press") { presses += 1 }
      Toggle("Switch", isOn: $isOn)
      Stepper("Count", value: $count)
      Picker("Pick", selection: $choice) {
        Text("A").tag(0)
        Text("B").tag(1)
      }
      .pickerStyle(.segmented)
      Text("Tap me").onTapGesture { taps += 1 }
      Slider(value: $level)
      Text("Focus me").focusable()
      TextField("Other", text: $other)
      Text(
        "p\(presses) on:\(isOn) c\(count) ch\(choice) t\(taps) f:\(fieldFocused) \(text)"
      )
    }
  }
}

@MainActor
@Suite struct ClickFocusTests {
  private func focusedField() -> TestHost {
    let host = TestHost(width: 40, height: 12) { Panel() }
    host.send(.tab)
    host.type("ab")
    #expect(host.screen.contains("f:true ab"))
    return host
  }

  @Test func tappingAButtonOrToggleLeavesFocusInTheTextField() {
    let host = focusedField()
    #expect(host.tap("Press"))
    #expect(host.tap("Switch"))
    #expect(host.screen.contains("p1 on:true"))
    // The field still has focus and the caret: typing goes on where it was.
    #expect(host.screen.contains("f:true ab"))
    host.type("c")
    #expect(host.screen.contains("f:true abc"))
    #expect(host.cursor?.y == host.position(of: "abc")?.y)
    // The tapped controls are not drawn focused.
    #expect(host.style(at: "Press")?.attributes.contains(.inverse) == false)
    #expect(host.style(at: "Switch")?.attributes.contains(.inverse) == false)
  }

  @Test func tappingAGestureLeavesFocusInTheTextField() {
    let host = focusedField()
    #expect(host.tap("Tap me"))
    #expect(host.screen.contains("t1 f:true ab"))
  }

  @Test func clickingButtonsTogglesSteppersPickersAndGesturesLeavesFocusAlone() {
    let host = focusedField()
    func click(_ text: String, offset: Int = 0) {
      let (x, y) = host.position(of: text)!
      host.click(x: x + offset, y: y)
    }
    click("Press")
    click("Switch")
    click("+")
    click("B")
    click("Tap me")
    #expect(host.screen.contains("p1 on:true c1 ch1 t1 f:true ab"))
    host.type("c")
    #expect(host.screen.contains("f:true abc"))
  }

  @Test func clickingAFieldASliderOrAFocusableViewTakesFocus() {
    let host = focusedField()
    // A slider is grabbed: it takes focus, so the keys move it next.
    let track = host.position(of: "●")!
    host.click(x: track.x, y: track.y)
    #expect(host.screen.contains("f:false"))
    #expect(host.style(at: "●")?.attributes.contains(.inverse) == true)

    let focusable = host.position(of: "Focus me")!
    host.click(x: focusable.x, y: focusable.y)
    #expect(host.style(at: "Focus me")?.attributes.contains(.inverse) == true)

    let other = host.position(of: "Other")!
    host.click(x: other.x, y: other.y)
    host.type("xy")
    #expect(host.screen.contains("xy"))
    #expect(host.cursor?.y == other.y)

    let field = host.position(of: "ab")!
    host.click(x: field.x, y: field.y)
    #expect(host.screen.contains("f:true ab"))
  }

  @Test func withNothingFocusedATapFocusesNothing() {
    let host = TestHost(width: 40, height: 12) { Panel() }
    #expect(host.tap("Press"))
    #expect(host.screen.contains("p1"))
    // Tab starts from the top, as it would have before the tap.
    host.send(.tab)
    host.type("z")
    #expect(host.screen.contains("f:true z"))
  }
}
