// Twelve programs written the way iOS tutorials and apps write SwiftUI, compiled in Swift 5 mode
// (Swift5ModeTests) and in Swift 6 mode (TutorialProgramsTests, which links this folder): each
// renders, and what it shows after a tap or two is checked.
import Decl
import DeclRender
import Foundation
import Testing

@MainActor
@Suite struct TutorialProgramTests {
  @Test func landmarksListFiltersFavouritesAndShowsDetail() {
    let host = TestHost(width: 60, height: 14) { T01ContentView() }
    #expect(host.screen.contains("Landmarks"))
    #expect(host.screen.contains("Select a Landmark"))
    #expect(host.screen.contains("Salmon"))
    host.tap("Favorites only")
    #expect(!host.screen.contains("Salmon"))
    #expect(host.screen.contains("Chilkoot"))
    host.tap("Turtle Rock")
    #expect(host.screen.contains("‹ Back"))
  }

  @Test func weSplitShowsTheAmountPerPerson() {
    let host = TestHost(width: 60, height: 20) { T02WeSplitView() }
    #expect(host.screen.contains("WeSplit"))
    #expect(host.screen.contains("AMOUNT PER PERSON"))
    #expect(host.screen.contains("2 people"))
    #expect(host.screen.contains("$0.00"))
  }

  @Test func guessTheFlagScoresATap() {
    let host = TestHost(width: 60, height: 20) { T03GuessTheFlagView() }
    #expect(host.screen.contains("Guess the Flag"))
    #expect(host.screen.contains("Score: 0"))
    host.tap("ES")
    #expect(host.screen.contains("Correct"))
  }

  @Test func todosAddAnItemWithTheIOS13TextField() {
    let host = TestHost(width: 60, height: 16) { T04TodoListView() }
    #expect(host.screen.contains("Buy milk"))
    #expect(host.screen.contains("Todos"))
    host.tap("Walk the dog")
    #expect(host.screen.contains("Walk the dog"))
  }

  @Test func onboardingPagesThroughTheTabView() {
    UserDefaults.standard.removeObject(forKey: "t05_signed_in")
    defer { UserDefaults.standard.removeObject(forKey: "t05_signed_in") }
    let host = TestHost(width: 60, height: 14) { T05OnboardingView() }
    #expect(host.screen.contains("SIGN UP"))
    host.tap("SIGN UP")
    #expect(host.screen.contains("What's your name?"))
  }

  @Test func habitCardsCountAndStep() {
    let host = TestHost(width: 60, height: 20) { T06HabitGridView() }
    #expect(host.screen.contains("2/5"))
    #expect(host.screen.contains("0/3"))
    #expect(host.screen.contains("████"))
  }

  @Test func stopwatchShowsMinutesAndSeconds() {
    let host = TestHost(width: 40, height: 8) { T07StopwatchView() }
    #expect(host.screen.contains("0:00"))
    #expect(host.screen.contains("Start"))
    host.tap("Start")
    #expect(host.screen.contains("Stop"))
  }

  @Test func settingsShowTheirSections() {
    UserDefaults.standard.removeObject(forKey: "t08_notifications")
    let host = TestHost(width: 60, height: 24) { T08SettingsView() }
    #expect(host.screen.contains("Settings"))
    #expect(host.screen.contains("Font size 14"))
    #expect(host.screen.contains("Daily reminder"))
  }

  @Test func aCustomGestureWithABodyIsRecognisedAsItsBody() {
    let host = TestHost(width: 40, height: 12) { T09GestureView() }
    #expect(host.screen.contains("Gestures"))
    #expect(host.screen.contains("shadow 1,1"))
    #expect(host.screen.contains("Double taps: 0"))
    let frame = host.frame(ofText: "Double taps: 0")
    #expect(frame != nil)
    if let frame {
      host.click(x: frame.origin.x, y: frame.origin.y)
      host.click(x: frame.origin.x, y: frame.origin.y)
    }
    #expect(host.screen.contains("Double taps: 1"))
  }

  @Test func aNavigationPathIsSavedAndRestored() {
    let host = TestHost(width: 50, height: 12) { T10RecipeBook() }
    #expect(host.screen.contains("Pancakes"))
    #expect(host.screen.contains("20 min"))
    let model = T10NavigationModel()
    model.path.append(T10Recipe(name: "Soup", minutes: 45))
    let data = model.savedData
    #expect(data != nil)
    model.path = NavigationPath()
    if let data { model.restore(from: data) }
    #expect(model.path.count == 1)
  }

  @Test func sparklineDrawsItsLineAreaAndLabel() {
    let host = TestHost(width: 40, height: 10) { T11SparklineView() }
    #expect(host.screen.contains("Weekly steps"))
    #expect(host.screen.contains("7k"))
    // The line is drawn in braille dots, the area under it filled.
    #expect(host.screen.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
    let rows = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == 10)
  }

  @Test func keyframeBounceMovesTheStarAndComesBack() async throws {
    let host = TestHost(width: 30, height: 10) { T12KeyframeBounceView() }
    // The row the star is drawn in (an offset moves the drawing, not the layout).
    func starRow() -> Int? {
      host.screen.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("★") }
    }
    let rest = try #require(starRow())
    host.tap("Bounce")
    var highest = rest
    var dots: Set<Int> = []
    let tapped = Date()
    var sampledWhileUp = false
    func sample() {
      // Between these times the star is at least half a row up (a loaded machine may draw no
      // frame then).
      let elapsed = Date().timeIntervalSince(tapped)
      if elapsed > 0.1 && elapsed < 0.6 { sampledWhileUp = true }
      if let row = starRow() { highest = min(highest, row) }
      for count in 1...3 where host.screen.contains(String(repeating: "•", count: count)) {
        dots.insert(count)
      }
    }
    // Frames as often as the test gets them, until the bounce is over.
    for _ in 0..<150 where Date().timeIntervalSince(tapped) < 1.6 || dots.count < 2 {
      try await Task.sleep(for: .milliseconds(20))
      await host.settle()
      sample()
    }
    // The spring keyframe lifts the star (up to 32 points, two rows), then it falls back.
    #expect(!sampledWhileUp || highest < rest)
    #expect(starRow() == rest)
    // The phase animator went through its phases meanwhile.
    #expect(dots.count >= 2)
  }
}
