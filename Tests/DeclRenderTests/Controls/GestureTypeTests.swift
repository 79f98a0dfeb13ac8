import Decl
import Foundation
import Testing

@testable import DeclRender

@MainActor
private final class Log {
  var entries: [String] = []
}

private struct Gestures: View {
  var log: Log
  @GestureState private var isPressing = false
  var body: some View {
    VStack(alignment: .leading) {
      Text("Tap").gesture(TapGesture().onEnded { log.entries.append("tap") })
      Text("Twice").gesture(
        TapGesture(count: 2).map { "mapped" }.onEnded { log.entries.append($0) })
      Text("Hold")
        .onLongPressGesture(minimumDuration: 1) {
          log.entries.append("long")
        } onPressingChanged: {
          log.entries.append("pressing \($0)")
        }
      Text("Press")
        .simultaneousGesture(
          LongPressGesture().updating($isPressing) { value, state, _ in state = value }
            .onEnded { log.entries.append("press \($0)") })
      Text("Drag").gesture(
        DragGesture(minimumDistance: 0).onChanged { _ in log.entries.append("drag") })
    }
  }
}

@MainActor
@Suite struct GestureTypeTests {
  @Test func tapAndLongPressGesturesRunOnClicks() {
    let log = Log()
    let host = TestHost(width: 20, height: 5) { Gestures(log: log) }
    for label in ["Tap", "Hold", "Press"] {
      let point = host.position(of: label)!
      host.click(x: point.x, y: point.y)
    }
    let twice = host.position(of: "Twice")!
    host.click(x: twice.x, y: twice.y)
    #expect(log.entries == ["tap", "pressing true", "long", "pressing false", "press true"])
    host.click(x: twice.x, y: twice.y)
    #expect(log.entries.last == "mapped")
  }

  @Test func gesturesTakeFocusAndEnterCompletesThem() {
    let log = Log()
    let host = TestHost(width: 20, height: 5) { Gestures(log: log) }
    host.send(.tab)
    host.send(.enter)
    host.send(.tab)
    host.send(.tab)
    #expect(host.style(at: "Hold")?.attributes.contains(.inverse) == true)
    host.send(.char(" "))
    #expect(log.entries == ["tap", "pressing true", "long", "pressing false"])
  }

  @Test func aDragGestureLeavesTheViewAsItIsAndClicksToWhatIsAround() {
    let log = Log()
    let host = TestHost(width: 20, height: 2) {
      Button {
        log.entries.append("button")
      } label: {
        Text("Drag").gesture(DragGesture().onEnded { _ in log.entries.append("drag") })
      }
    }
    let drag = host.position(of: "Drag")!
    host.click(x: drag.x, y: drag.y)
    #expect(log.entries == ["button"])
  }
}
