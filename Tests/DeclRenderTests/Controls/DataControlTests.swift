import Decl
import Foundation
import Testing

@testable import DeclRender

private struct Task: Identifiable {
  let id: Int
  var title: String
}

/// A list over a binding whose rows can be deleted and moved through `editActions`.
private struct Tasks: View {
  @State var tasks = [Task(id: 1, title: "a"), Task(id: 2, title: "b"), Task(id: 3, title: "c")]
  var actions: EditActions<[Task]> = .all
  var body: some View {
    VStack {
      Text("tasks " + tasks.map(\.title).joined())
      List($tasks, editActions: actions) { $task in Text(task.title) }
    }
  }
}

/// A multiple-date picker showing June 2026.
private struct Availability: View {
  @State var dates: Set<DateComponents> = []
  let calendar: Calendar
  var body: some View {
    VStack(alignment: .leading) {
      Text("chosen \(dates.compactMap(\.day).sorted().map(String.init).joined(separator: ","))")
      MultiDatePicker("Available", selection: $dates)
    }
  }
}

@MainActor
@Suite struct DataControlTests {
  @Test func editActionsLetTheUserDeleteAndMoveRows() {
    let host = TestHost(width: 30, height: 6) { Tasks() }
    host.send(.tab)
    host.send(.down)
    host.send(.delete)
    #expect(host.screen.contains("tasks ac"))
    host.send(.up)
    host.send(.down, modifiers: .option)
    #expect(host.screen.contains("tasks ca"))
  }

  @Test func rowsAreNotDeletedWithoutTheDeleteAction() {
    let host = TestHost(width: 30, height: 6) { Tasks(actions: .move) }
    host.send(.tab)
    host.send(.delete)
    #expect(host.screen.contains("tasks abc"))
  }

  @Test func aMultiDatePickerTogglesTheDaysItChooses() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let host = TestHost(width: 24, height: 10) {
      Availability(calendar: calendar)
        .environment(\.calendar, calendar)
        .environment(\.timeZone, calendar.timeZone)
    }
    // Clicking a day chooses it.
    let ten = Self.cell(10, in: host)!
    host.click(x: ten.x, y: ten.y)
    #expect(host.screen.contains("chosen 10"))
    // The cursor is on the 10th: Enter there unchooses it, the arrow and Space choose the 11th.
    host.send(.enter)
    #expect(host.rows[0].trimmingCharacters(in: .whitespaces) == "chosen")
    host.send(.right)
    host.send(.char(" "))
    #expect(host.screen.contains("chosen 11"))
    let twelve = Self.cell(12, in: host)!
    let eleven = Self.cell(11, in: host)!
    host.click(x: twelve.x, y: twelve.y)
    #expect(host.screen.contains("chosen 11,12"))
    // Both chosen days are on the accent colour; the 10th no longer is.
    let accent = cellColor(.accentColor)
    #expect(host.canvas[x: twelve.x, y: twelve.y].style.background == accent)
    #expect(host.canvas[x: eleven.x, y: eleven.y].style.background == accent)
    #expect(host.canvas[x: ten.x, y: ten.y].style.background != accent)
  }

  /// Where the day `day` shows in the grid (its first digit), below the label rows.
  private static func cell(_ day: Int, in host: TestHost) -> (x: Int, y: Int)? {
    for (y, row) in host.rows.enumerated().dropFirst(3) {
      let columns = Array(row)
      for x in columns.indices where x + 1 < columns.count {
        let before = x == 0 ? " " : columns[x - 1]
        let after = x + 2 < columns.count ? columns[x + 2] : " "
        if before == " ", after == " ", String(columns[x...x + 1]) == "\(day)" { return (x, y) }
      }
    }
    return nil
  }

  @Test func aTapGestureWithALocationGetsTheClickedPointInPoints() {
    var location: CGPoint?
    let host = TestHost(width: 20, height: 4) {
      Color.red.onTapGesture { location = $0 }
    }
    host.click(x: 2, y: 1)
    #expect(location == CGPoint(x: 16, y: 16))
  }

  @Test func aSpatialTapGestureReportsItsLocation() {
    var location: CGPoint?
    let host = TestHost(width: 20, height: 4) {
      Color.red.gesture(SpatialTapGesture().onEnded { location = $0.location })
    }
    host.click(x: 3, y: 2)
    #expect(location == CGPoint(x: 24, y: 32))
  }

  @Test func aSubscriptionViewRunsItsActionForEachValue() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let host = TestHost(width: 10, height: 1) {
      SubscriptionView(content: Text("x"), publisher: subject) { received.append($0) }
    }
    subject.send(1)
    subject.send(2)
    _ = host.screen
    #expect(received == [1, 2])
  }

  @Test func aColorResolvesToItsComponentsInTheEnvironment() {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    let red = Color.red.resolve(in: environment)
    #expect(abs(red.red - 1) < 0.001)
    #expect(abs(red.green - 69 / 255) < 0.001)
    let custom = Color.Resolved(red: 0.5, green: 0.25, blue: 1, opacity: 0.5)
    #expect(abs(custom.red - 0.5) < 0.0001)
    #expect(custom.linearRed < custom.red)
    let back = Color(custom).resolve(in: environment)
    #expect(abs(back.blue - custom.blue) < 0.001 && abs(back.opacity - 0.5) < 0.001)
  }
}

/// A UIKit view whose life the test follows.
@MainActor
private final class SwatchLog {
  var events: [String] = []
}

private struct Swatch: UIViewRepresentable {
  let color: UIColor
  let log: SwatchLog

  final class Coordinator {}

  func makeCoordinator() -> Coordinator {
    log.events.append("coordinator")
    return Coordinator()
  }

  func makeUIView(context: Context) -> UIView {
    log.events.append("make")
    return UIView()
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    log.events.append("update")
    uiView.backgroundColor = color
  }

  static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
    MainActor.assumeIsolated { dismantled += 1 }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
    CGSize(width: 40, height: 32)
  }

  @MainActor static var dismantled = 0
}

private struct SwatchHost: View {
  @State var isShown = true
  @State var color = UIColor.red
  let log: SwatchLog
  var body: some View {
    VStack {
      Button("Hide") { isShown = false }
      Button("Blue") { color = .blue }
      if isShown { Swatch(color: color, log: log) }
    }
  }
}

extension DataControlTests {
  @Test func aRepresentableIsMadeOnceUpdatedAndDismantledAndDrawsItsBackground() {
    let log = SwatchLog()
    Swatch.dismantled = 0
    let host = TestHost(width: 20, height: 5) { SwatchHost(log: log) }
    #expect(log.events == ["coordinator", "make", "update"])
    // 40 × 32 points are 5 columns and 2 rows of the view's colour, under the two buttons.
    let red = cellColor(Color(uiColor: .red))
    #expect(host.canvas[x: 9, y: 2].style.background == red)
    #expect(host.canvas[x: 10, y: 3].style.background == red)
    host.tap("Blue")
    #expect(log.events == ["coordinator", "make", "update", "update"])
    #expect(host.canvas[x: 9, y: 2].style.background == cellColor(Color(uiColor: .blue)))
    host.tap("Hide")
    #expect(Swatch.dismantled == 1)
  }
}
