import Decl
import DeclTesting
import Testing

@testable import DeclRender

private struct Settings: View {
  @State var wifi = true
  @State var sounds = false
  var disabled = false
  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Wi-Fi", isOn: $wifi)
      Toggle(isOn: $sounds) {
        Text("Sounds")
        Text("Ring and alerts")
      }
      .disabled(disabled)
      Text("wifi \(wifi ? "on" : "off"), sounds \(sounds ? "on" : "off")")
    }
  }
}

private struct StarToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      Text(configuration.isOn ? "★" : "☆")
      configuration.label
      StarCount(isOn: configuration.$isOn)
    }
  }
}

/// A style that switches on a tap of its star only, `count` taps in a row.
private struct TapStarStyle: ToggleStyle {
  var count = 1
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      Text(configuration.isOn ? "★" : "☆")
        .onTapGesture(count: count) { configuration.isOn.toggle() }
      configuration.label
      StarCount(isOn: configuration.$isOn)
    }
  }
}

private struct StarCount: View {
  @Binding var isOn: Bool
  var body: some View { Text(isOn ? "(1)" : "(0)") }
}

@MainActor
@Suite struct ToggleTests {
  @Test func switchStyleShowsTheLabelASpacerAndTheSwitch() {
    let host = TestHost(width: 30, height: 4) { Settings() }
    #expect(host.rows[0] == "Wi-Fi" + String(repeating: " ", count: 22) + "━━●")
    #expect(host.rows[1].hasPrefix("Sounds") && host.rows[1].hasSuffix("○──"))
    // On is green unless tinted, off is grey.
    #expect(host.style(at: "━━●")?.foreground == cellColor(.green))
    #expect(host.style(at: "○──")?.foreground == cellColor(.gray))
  }

  @Test func aSecondTextInTheLabelIsASecondarySubtitle() {
    let host = TestHost(width: 30, height: 4) { Settings() }
    #expect(host.rows[2] == "Ring and alerts")
    #expect(host.style(at: "Ring")?.foreground == cellColor(.secondary))
    #expect(host.style(at: "Sounds")?.foreground == .default)
  }

  @Test func spaceAndEnterToggleTheFocusedToggle() {
    let host = TestHost(width: 30, height: 4) { Settings() }
    host.send(.tab)
    host.send(.char(" "))
    #expect(host.screen.contains("wifi off, sounds off"))
    #expect(host.screen.contains("○──"))
    host.send(.tab)
    host.send(.enter)
    #expect(host.screen.contains("wifi off, sounds on"))
  }

  @Test func theFocusedToggleIsDrawnInReverse() {
    let host = TestHost(width: 30, height: 4) { Settings() }
    #expect(!(host.style(at: "Wi-Fi")?.attributes.contains(.inverse) ?? true))
    host.send(.tab)
    #expect(host.style(at: "Wi-Fi")?.attributes.contains(.inverse) == true)
    #expect(host.style(at: "━━●")?.attributes.contains(.inverse) == true)
  }

  @Test func tapAndClickToggle() {
    let host = TestHost(width: 30, height: 4) { Settings() }
    #expect(host.tap("Sounds"))
    #expect(host.screen.contains("sounds on"))
    host.click(x: 28, y: 0)
    #expect(host.screen.contains("wifi off"))
  }

  @Test func aDisabledToggleIgnoresKeysTapsAndClicks() {
    let host = TestHost(width: 30, height: 4) { Settings(disabled: true) }
    expectTapFails(host, "Sounds")
    #expect(host.stats.warnings.contains { $0.contains("toggle \"Sounds\" is disabled") })
    host.click(x: 28, y: 1)
    host.send(.tab)
    host.send(.tab)
    host.send(.char(" "))
    // Tab wrapped around to Wi-Fi: the disabled toggle is skipped.
    #expect(host.screen.contains("wifi off, sounds off"))
    #expect(host.style(at: "Sounds")?.foreground == cellColor(.gray))
  }

  @Test func checkboxAndButtonStyles() {
    struct Styles: View {
      @State var on = true
      var body: some View {
        VStack(alignment: .leading) {
          Toggle("Check", isOn: $on).toggleStyle(.checkbox)
          Toggle("Bold", isOn: $on).toggleStyle(.button)
        }
      }
    }
    let host = TestHost(width: 20, height: 2) { Styles() }
    #expect(host.lines == ["[x] Check", "Bold"])
    #expect(host.style(at: "Bold")?.background == cellColor(.accentColor))
    #expect(host.style(at: "Bold")?.foreground == cellColor(.white))
    host.tap("Check")
    #expect(host.lines == ["[ ] Check", "Bold"])
    #expect(host.style(at: "Bold")?.background == cellColor(.systemGray5))
  }

  @Test func aTintColoursTheSwitch() {
    struct Tinted: View {
      @State var on = true
      var body: some View { Toggle("A", isOn: $on).tint(.orange) }
    }
    let host = TestHost(width: 10, height: 1) { Tinted() }
    #expect(host.style(at: "━━●")?.foreground == cellColor(.orange))
  }

  @Test func hiddenLabelsLeaveTheSwitchAloneAndTapStillFindsIt() {
    struct Hidden: View {
      @State var on = false
      var body: some View {
        VStack {
          Toggle("Airplane", isOn: $on).labelsHidden()
          Text(on ? "on" : "off")
        }
      }
    }
    let host = TestHost(width: 20, height: 2) { Hidden() }
    #expect(host.rows[0].trimmingCharacters(in: .whitespaces) == "○──")
    #expect(host.tap("Airplane"))
    #expect(host.screen.contains("on"))
  }

  @Test func aCustomStyleWithoutAGestureDoesNotSwitch() {
    struct Custom: View {
      @State var on = false
      var body: some View { Toggle("Favourite", isOn: $on).toggleStyle(StarToggleStyle()) }
    }
    let host = TestHost(width: 20, height: 1) { Custom() }
    #expect(host.lines == ["☆ Favourite (0)"])
    // Its body decides how it is operated, and it has no gesture: nothing switches it.
    host.send(.tab)
    host.send(.char(" "))
    host.send(.enter)
    let star = host.position(of: "☆")!
    host.click(x: star.x, y: star.y)
    #expect(host.lines == ["☆ Favourite (0)"])
    // `tap` finds it and says why nothing happened.
    #expect(host.tap("Favourite"))
    #expect(host.lines == ["☆ Favourite (0)"])
    #expect(host.stats.warnings.contains { $0.contains("no tap gesture") })
  }

  private struct TapStar: View {
    var count = 1
    @State var on = false
    var body: some View {
      Toggle("Favourite", isOn: $on).toggleStyle(TapStarStyle(count: count))
    }
  }

  @Test func aCustomStyleWithATapGestureSwitchesOncePerKeyOrTap() {
    let host = TestHost(width: 20, height: 1) { TapStar() }
    // The toggle is the focus stop; Space and Enter run its style's gesture, once each.
    host.send(.tab)
    #expect(host.style(at: "☆")?.attributes.contains(.inverse) == true)
    host.send(.char(" "))
    #expect(host.lines == ["★ Favourite (1)"])
    host.send(.enter)
    #expect(host.lines == ["☆ Favourite (0)"])
    #expect(host.tap("Favourite"))
    #expect(host.lines == ["★ Favourite (1)"])
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func aClickRunsTheGestureUnderThePointerOnly() {
    let host = TestHost(width: 20, height: 1) { TapStar() }
    let label = host.position(of: "Favourite")!
    host.click(x: label.x, y: label.y)
    #expect(host.lines == ["☆ Favourite (0)"])
    let star = host.position(of: "☆")!
    host.click(x: star.x, y: star.y)
    #expect(host.lines == ["★ Favourite (1)"])
  }

  @Test func aDoubleTapGestureNeedsTwoClicksButOneKey() {
    let host = TestHost(width: 20, height: 1) { TapStar(count: 2) }
    let star = host.position(of: "☆")!
    host.click(x: star.x, y: star.y)
    #expect(host.lines == ["☆ Favourite (0)"])
    host.click(x: star.x, y: star.y)
    #expect(host.lines == ["★ Favourite (1)"])
    host.send(.tab)
    host.send(.enter)
    #expect(host.lines == ["☆ Favourite (0)"])
  }

  @Test func systemImageLabel() {
    struct WithImage: View {
      @State var on = true
      var body: some View { Toggle("Lock", systemImage: "lock", isOn: $on).toggleStyle(.checkbox) }
    }
    let host = TestHost(width: 20, height: 1) { WithImage() }
    #expect(host.lines[0].hasPrefix("[x] "))
    #expect(host.screen.contains("Lock"))
  }
}
