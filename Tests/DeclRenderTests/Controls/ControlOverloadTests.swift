import Decl
import Foundation
import Testing

@testable import DeclRender

private struct Light: Identifiable {
  let id: Int
  var isOn: Bool
  var level: Int
}

/// One toggle and one picker for every light at once.
private struct AllLights: View {
  @State var lights = [Light(id: 1, isOn: false, level: 1), Light(id: 2, isOn: true, level: 2)]
  var body: some View {
    VStack(alignment: .leading) {
      Text(lights.map { "\($0.isOn ? "on" : "off")/\($0.level)" }.joined(separator: " "))
      Toggle("All", sources: $lights, isOn: \.isOn)
      Picker("Level", sources: $lights, selection: \.level) {
        Text("one").tag(1)
        Text("two").tag(2)
        Text("three").tag(3)
      }
      .pickerStyle(.segmented)
    }
  }
}

/// A primitive button style that wraps the button it was given.
private struct BracketStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("<")
      Button(configuration)
      Text(">")
    }
  }
}

private struct Weight: View {
  @State var weight = 2.5
  var body: some View {
    Stepper("Weight", value: $weight, in: 0...10, step: 0.5, format: .number)
  }
}

@MainActor
@Suite struct ControlOverloadTests {
  @Test func aToggleForSeveralSourcesIsOnWhenAllAreAndSetsThemAll() {
    let host = TestHost(width: 40, height: 3) { AllLights() }
    #expect(host.screen.contains("off/1 on/2"))
    host.tap("All")
    #expect(host.screen.contains("on/1 on/2"))
    host.tap("All")
    #expect(host.screen.contains("off/1 off/2"))
  }

  @Test func aPickerForSeveralSourcesShowsTheFirstAndSetsThemAll() {
    let host = TestHost(width: 40, height: 3) { AllLights() }
    // The segmented picker marks the first source's level.
    #expect(host.style(at: "one")?.background == cellColor(.accentColor))
    let three = host.frame(ofText: "three")!
    host.click(x: three.minX, y: three.minY)
    #expect(host.screen.contains("off/3 on/3"))
  }

  @Test func aButtonMadeFromAPrimitiveStyleConfigurationKeepsItsAction() {
    var pressed = 0
    let host = TestHost(width: 20, height: 1) {
      Button("Go") { pressed += 1 }.buttonStyle(BracketStyle())
    }
    #expect(host.rows[0].contains("<Go>"))
    host.tap("Go")
    #expect(pressed == 1)
  }

  @Test func aFormattedStepperShowsItsValueAfterTheTitle() {
    let host = TestHost(width: 30, height: 1) { Weight() }
    #expect(host.rows[0].hasPrefix("Weight 2.5"))
    host.send(.tab)
    host.send(.right)
    #expect(host.rows[0].hasPrefix("Weight 3"))
  }

  @Test func labeledContentFormatsItsValue() {
    let host = TestHost(width: 20, height: 1) {
      LabeledContent("Count", value: 1234, format: .number.grouping(.never))
    }
    #expect(host.rows[0].hasPrefix("Count"))
    #expect(host.rows[0].hasSuffix("1234"))
  }

  @Test func aSectionWithOnlyAFooterShowsItUnderItsRows() {
    let host = TestHost(width: 30, height: 6) {
      List {
        Section(footer: Text("The end")) { Text("row") }
      }
    }
    let row = host.frame(ofText: "row")!
    let footer = host.frame(ofText: "The end")!
    #expect(footer.minY > row.minY)
  }

  @Test func aTimerProgressViewEmptiesAsTheIntervalPasses() {
    let past = Date().addingTimeInterval(-120)...Date().addingTimeInterval(-60)
    let countingDown = TestHost(width: 20, height: 2) { ProgressView(timerInterval: past) }
    #expect(!countingDown.rows[0].contains("█"))
    #expect(countingDown.screen.contains("0:00"))
    let countingUp = TestHost(width: 20, height: 2) {
      ProgressView(timerInterval: past, countsDown: false)
    }
    #expect(countingUp.rows[0] == String(repeating: "█", count: 20))
    #expect(countingUp.screen.contains("1:00"))
  }

  @Test func aGaugeShowsItsMarkedValuesUnderTheBar() {
    let host = TestHost(width: 20, height: 4) {
      Gauge(value: 0.5) {
        Text("Level")
      } currentValueLabel: {
        Text("half")
      } markedValueLabels: {
        Text("low").tag(0.1)
        Text("high").tag(0.9)
      }
    }
    #expect(host.screen.contains("low high"))
    #expect(host.screen.contains("half"))
  }

  @Test func aLabeledControlGroupShowsItsControls() {
    let host = TestHost(width: 30, height: 1) {
      ControlGroup("Edit", systemImage: "pencil") {
        Button("Cut") {}
        Button("Copy") {}
      }
    }
    #expect(host.rows[0].contains("Cut"))
    #expect(host.rows[0].contains("Copy"))
    #expect(!host.rows[0].contains("Edit"))
  }
}
