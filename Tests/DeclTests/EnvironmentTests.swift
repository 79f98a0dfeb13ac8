import Decl
import DeclRender
import Testing

private struct GreetingKey: EnvironmentKey {
  static let defaultValue = "hello"
}

extension EnvironmentValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

private struct GreetingView: View {
  @Environment(\.greeting) var greeting
  @Environment(\.colorScheme) var colorScheme

  var body: some View {
    Text("\(greeting) \(colorScheme == .dark ? "dark" : "light")")
  }
}

/// A custom dynamic property wrapping another: both are installed before `body`.
private struct Shouting: DynamicProperty {
  @Environment(\.greeting) var greeting
  var loud: String { greeting.uppercased() }
}

private struct ShoutingView: View {
  var shouting = Shouting()
  var body: some View { Text(shouting.loud) }
}

@MainActor
@Suite struct EnvironmentTests {
  @Test func defaultValueWhenNothingIsSet() {
    #expect(TestHost(width: 10, height: 1) { GreetingView() }.screen == "hello dark")
  }

  @Test func valuesFlowDownAndInnerSettingsWin() {
    let host = TestHost(width: 12, height: 2) {
      VStack {
        GreetingView()
        GreetingView().environment(\.greeting, "inner")
      }
      .environment(\.greeting, "outer")
      .environment(\.colorScheme, .light)
    }
    #expect(host.screen == "outer light\ninner light")
  }

  @Test func transformEnvironmentChangesTheInheritedValue() {
    let host = TestHost(width: 11, height: 1) {
      GreetingView()
        .transformEnvironment(\.greeting) { $0 += "!" }
        .environment(\.greeting, "hey")
    }
    #expect(host.screen == " hey! dark")
  }

  @Test func nestedDynamicPropertiesAreInstalled() {
    #expect(
      TestHost(width: 5, height: 1) { ShoutingView().environment(\.greeting, "yo") }.screen == " YO"
    )
  }

  @Test func readingOutsideABodyGivesTheDefault() {
    #expect(GreetingView().greeting == "hello")
  }

  @Test func sameViewValueUsedTwiceGetsItsOwnEnvironmentEachTime() {
    let shared = GreetingView()
    let host = TestHost(width: 12, height: 2) {
      VStack {
        shared.environment(\.greeting, "one")
        shared.environment(\.greeting, "two")
      }
    }
    #expect(host.screen == "  one dark\n  two dark")
  }
}
