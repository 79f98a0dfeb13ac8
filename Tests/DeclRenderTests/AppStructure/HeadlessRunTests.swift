import Decl
import Testing

@testable import DeclRender

/// `DECL_HEADLESS` and `DECL_KEYS`: an `@main` app's screens as plain text, one per key.
@MainActor
struct HeadlessRunTests {
  @Test func noSizeMeansAnInteractiveRun() throws {
    #expect(try HeadlessRun.request(environment: ["DECL_KEYS": "tab"]) == nil)
  }

  @Test func sizeAndKeysAreRead() throws {
    let run = try #require(
      try HeadlessRun.request(environment: [
        "DECL_HEADLESS": "60x12",
        "DECL_KEYS": "tab backtab enter escape space up down left "
          + "right pageup pagedown x",
      ]))
    #expect(run.size == Size(width: 60, height: 12))
    #expect(
      run.keys.map(\.key) == [
        .tab, .backTab, .enter, .escape, .char(" "), .up, .down, .left, .right, .pageUp,
        .pageDown, .char("x"),
      ])
  }

  @Test func badInputIsNamed() {
    #expect(throws: HeadlessRequestError.size("80by24")) {
      try HeadlessRun.request(environment: ["DECL_HEADLESS": "80by24"])
    }
    #expect(throws: HeadlessRequestError.size("0x24")) {
      try HeadlessRun.request(environment: ["DECL_HEADLESS": "0x24"])
    }
    #expect(throws: HeadlessRequestError.key("shift")) {
      try HeadlessRun.request(environment: ["DECL_HEADLESS": "80x24", "DECL_KEYS": "tab shift"])
    }
    #expect("\(HeadlessRequestError.key("shift"))".contains("pagedown"))
  }

  @Test func oneScreenPerKeyEachAsTallAsTheSize() async throws {
    let run = try #require(
      try HeadlessRun.request(environment: ["DECL_HEADLESS": "30x4", "DECL_KEYS": "tab enter"]))
    let screens = await run.screens(of: HeadlessCounter())
    #expect(screens.count == 3)
    #expect(
      screens.allSatisfy { $0.split(separator: "\n", omittingEmptySubsequences: false).count == 4 })
    #expect(screens[0].contains("Count 0"))
    #expect(screens[2].contains("Count 1"))
  }

  @Test func tasksStartedOnAppearSettleBeforeTheFirstScreen() async throws {
    let run = HeadlessRun(size: Size(width: 30, height: 3), keys: [])
    let screens = await run.screens(of: HeadlessLoader())
    #expect(screens.count == 1)
    #expect(screens.first?.contains("Loaded") == true)
  }
}

private struct HeadlessCounter: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count \(count)")
      Button("Add") { count += 1 }
    }
  }
}

private struct HeadlessLoader: View {
  @State private var text = "Loading"

  var body: some View {
    Text(text)
      .task {
        try? await Task.sleep(for: .milliseconds(20))
        text = "Loaded"
      }
  }
}
