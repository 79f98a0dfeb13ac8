import Decl
import Foundation
import Testing

@testable import DeclRender

@MainActor
@Suite struct EnvironmentValuesTests {
  private struct SizeClasses: View {
    @Environment(\.horizontalSizeClass) var horizontal
    @Environment(\.verticalSizeClass) var vertical
    var body: some View {
      Text(
        "\(horizontal == .regular ? "wide" : "narrow") \(vertical == .regular ? "tall" : "short")")
    }
  }

  /// Size classes come from the terminal: regular from 60 columns and from 24 rows.
  @Test func sizeClassesFollowTheScreen() {
    let host = TestHost(width: 80, height: 24) { SizeClasses() }
    #expect(host.screen.contains("wide tall"))
    host.resize(width: 59, height: 24)
    #expect(host.screen.contains("narrow tall"))
    host.resize(width: 60, height: 23)
    #expect(host.screen.contains("wide short"))
  }

  /// A host that sets a size class keeps it whatever the screen size.
  @Test func explicitSizeClassWins() {
    var environment = EnvironmentValues()
    environment.horizontalSizeClass = .compact
    let host = TestHost(width: 100, height: 30, environment: environment) { SizeClasses() }
    #expect(host.screen.contains("narrow tall"))
  }

  private struct Phase: View {
    @Environment(\.scenePhase) var phase
    @State var log: [String] = []
    var body: some View {
      Text("phase \(phase == .active ? "active" : "background") \(log.joined(separator: ","))")
        .onChange(of: phase) { _, new in log.append(new == .active ? "a" : "b") }
    }
  }

  /// The scene phase is `.active`; the run loop's hook moves it to `.background` and back, and
  /// views reading it (and `onChange`) see each change.
  @Test func scenePhaseHook() {
    let host = TestHost(width: 40, height: 3) { Phase() }
    #expect(host.screen.contains("phase active"))
    host.setScenePhase(.background)
    #expect(host.screen.contains("phase background b"))
    host.setScenePhase(.active)
    #expect(host.screen.contains("phase active b,a"))
  }

  private struct TypeSize: View {
    @Environment(\.dynamicTypeSize) var size
    @Environment(\.sizeCategory) var category
    var body: some View {
      Text(
        "\(size == .xxLarge ? "xxL" : "\(size)") \(category == .extraExtraLarge ? "XXL" : "other") \(size.isAccessibilitySize)"
      )
    }
  }

  /// `dynamicTypeSize` reads `.large`, can be set or clamped, and `sizeCategory` follows it.
  @Test func dynamicTypeSize() {
    let plain = TestHost(width: 40, height: 3) { TypeSize() }
    #expect(plain.screen.contains("large other false"))
    let clamped = TestHost(width: 40, height: 3) {
      TypeSize().dynamicTypeSize(...DynamicTypeSize.xxLarge).dynamicTypeSize(.accessibility3)
    }
    #expect(clamped.screen.contains("xxL XXL false"))
    let category = TestHost(width: 40, height: 3) {
      TypeSize().environment(\.sizeCategory, .accessibilityLarge)
    }
    #expect(category.screen.contains("accessibility2 other true"))
  }

  private struct Reads: View {
    @Environment(\.locale) var locale
    @Environment(\.timeZone) var timeZone
    @Environment(\.calendar) var calendar
    @Environment(\.layoutDirection) var direction
    @Environment(\.displayScale) var scale
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @Environment(\.colorSchemeContrast) var contrast
    var body: some View {
      Text(
        "\(locale.identifier) \(timeZone.identifier == TimeZone.current.identifier) "
          + "\(calendar.identifier == Calendar.current.identifier) \(direction == .leftToRight) "
          + "\(Int(scale)) \(reduceMotion) \(contrast == .standard)")
    }
  }

  /// The system values read the process's locale, calendar and time zone, left to right, a
  /// scale of 1, and SwiftUI's accessibility defaults; views can set them.
  @Test func systemValues() {
    let host = TestHost(width: 60, height: 3) {
      Reads().environment(\.locale, Locale(identifier: "fr_FR"))
    }
    #expect(host.screen.contains("fr_FR true true true 1 false true"))
    let reduced = TestHost(width: 60, height: 3) {
      Reads().environment(\.accessibilityReduceMotion, true)
    }
    #expect(reduced.screen.contains("1 true true"))
  }
}
