import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

@MainActor
@Suite struct DatePickerTests {
  /// 3 June 2026, 9:41 UTC.
  static let start = Date(timeIntervalSince1970: 1_780_479_660)

  static var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC")!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    environment.calendar = calendar
    return environment
  }

  private struct Editor: View {
    @State var date = DatePickerTests.start
    var components: DatePickerComponents = [.date, .hourAndMinute]
    var range: ClosedRange<Date>?
    var body: some View {
      VStack {
        if let range {
          DatePicker("Due", selection: $date, in: range, displayedComponents: components)
        } else {
          DatePicker("Due", selection: $date, displayedComponents: components)
        }
        Text("Chosen: \(date.timeIntervalSince1970, format: .number.grouping(.never))")
      }
    }
  }

  /// The compact picker is the label, then the fields in the locale's order.
  @Test func showsTheDate() {
    let host = TestHost(width: 40, height: 2, environment: Self.environment) { Editor() }
    #expect(host.rows[0].hasPrefix("Due"))
    #expect(host.rows[0].hasSuffix(" Jun 3, 2026  9:41 AM"))
    assertSnapshot(host, named: "compact", suite: "date-picker")
  }

  /// ←/→ choose a field, ↑/↓ change it, digits type it and move on, `p` sets PM.
  @Test func editsEachField() {
    let host = TestHost(width: 40, height: 2, environment: Self.environment) { Editor() }
    host.send(.tab)
    host.send(.up)
    #expect(host.rows[0].contains("Jul 3, 2026"))
    host.send(.right)
    host.type("15")
    #expect(host.rows[0].contains("Jul 15, 2026"))
    host.type("2027")
    #expect(host.rows[0].contains("Jul 15, 2027"))
    host.type("11")
    host.type("5")
    host.send(.right)
    host.type("p")
    #expect(host.rows[0].contains("Jul 15, 2027  11:05 PM"))
    host.send(.down)
    #expect(host.rows[0].contains("11:05 AM"))
    assertSnapshot(host, named: "edited", suite: "date-picker")
  }

  /// A range keeps the date inside it.
  @Test func rangeClamps() {
    let end = Self.start.addingTimeInterval(86400 * 2)
    let host = TestHost(width: 40, height: 2, environment: Self.environment) {
      Editor(components: .date, range: Self.start...end)
    }
    host.send(.tab)
    host.send(.right)
    host.send(.up)
    host.send(.up)
    host.send(.up)
    #expect(host.rows[0].contains("Jun 5, 2026"))
    host.send(.left)
    host.send(.down)
    #expect(host.rows[0].contains("Jun 3, 2026"))
  }

  /// A click chooses the field under the pointer.
  @Test func clickChoosesAField() {
    let host = TestHost(width: 40, height: 2, environment: Self.environment) {
      Editor(components: .hourAndMinute)
    }
    guard let minute = host.position(of: ":41") else {
      Issue.record("no minutes")
      return
    }
    host.click(x: minute.x + 1, y: minute.y)
    host.send(.up)
    #expect(host.rows[0].contains("9:42 AM"))
  }

  private struct Graphical: View {
    @State var date = DatePickerTests.start
    var body: some View {
      DatePicker("Due by", selection: $date, displayedComponents: .date)
        .datePickerStyle(.graphical)
    }
  }

  /// The graphical picker is a month grid: arrows move the day, Page Down the month; a click
  /// on a day chooses it.
  @Test func graphicalGrid() {
    let host = TestHost(width: 30, height: 8, environment: Self.environment) { Graphical() }
    #expect(host.screen.contains("June 2026"))
    #expect(host.screen.contains("Su Mo Tu We Th Fr Sa"))
    assertSnapshot(host, named: "graphical", suite: "date-picker")
    host.send(.tab)
    host.send(.down)
    host.send(.right)
    #expect(Self.chosenDay(host) == "11")
    host.send(.pageDown)
    #expect(host.screen.contains("July 2026"))
    #expect(Self.chosenDay(host) == "11")
    guard let twenty = host.position(of: "20 21") else {
      Issue.record("no day 20")
      return
    }
    host.click(x: twenty.x, y: twenty.y)
    #expect(Self.chosenDay(host) == "20")
  }

  /// The day drawn on the accent colour.
  private static func chosenDay(_ host: TestHost) -> String? {
    let accent = StyleResolver(environment: EnvironmentValues()).cellColor(.accentColor)
    for y in 0..<host.canvas.height {
      let row = Array(host.rows[y])
      var text = ""
      for x in 0..<min(row.count, host.canvas.width)
      where host.canvas[x: x, y: y].style.background == accent {
        text.append(row[x])
      }
      let digits = text.trimmingCharacters(in: .whitespaces)
      if !digits.isEmpty { return digits }
    }
    return nil
  }
}

@MainActor
@Suite struct ColorPickerTests {
  private struct Paint: View {
    @State var color = Color(red: 1, green: 149.0 / 255, blue: 0)
    var body: some View {
      ColorPicker("Accent", selection: $color)
    }
  }

  /// The picker shows a swatch and the hex code; six typed digits set a new colour.
  @Test func editsTheHexCode() {
    let host = TestHost(width: 30, height: 1) { Paint() }
    #expect(host.rows[0].hasPrefix("Accent"))
    #expect(host.rows[0].hasSuffix("██ #FF9500"))
    host.send(.tab)
    host.type("12a")
    #expect(host.rows[0].hasSuffix("#12A___"))
    host.send(.backspace)
    host.type("bcde")
    #expect(host.rows[0].hasSuffix("██ #12BCDE"))
    guard let swatch = host.position(of: "██") else { return }
    #expect(host.canvas[x: swatch.x, y: 0].style.foreground == .rgb(0x12, 0xBC, 0xDE))
  }
}
