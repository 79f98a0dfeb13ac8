import Decl
import DeclRender
import Foundation
import Testing

@MainActor
@Suite struct Swift5ModeTests {
  @Test func swiftUICodeWrittenForSwift5RendersAndRuns() async {
    let host = TestHost(width: 60, height: 12) { Swift5ContentView(shared: CounterModel()) }
    await host.settle()
    #expect(host.screen.contains("Settings"))
    #expect(host.screen.contains("Loaded 1, changes 0"))
    host.tap("More")
    #expect(host.screen.contains("Count: 1"))
    #expect(host.screen.contains("Loaded 1, changes 1"))
    host.tap("Alert")
    #expect(host.screen.contains("Swift 5"))
  }

  @Test func formatsMarkdownAndNewOverloadsInSwift5Mode() {
    var changes: [String] = []
    let output = ChangeLog.output
    ChangeLog.output = { changes.append($0) }
    defer { ChangeLog.output = output }
    let host = TestHost(width: 40, height: 10) { FormattingView() }
    #expect(changes.first?.hasPrefix("FormattingView: @self, @identity") == true)
    #expect(host.screen.contains("12.50"))
    #expect(host.screen.contains("$12.50"))
    #expect(host.screen.contains("Tip 15%"))
    #expect(host.screen.contains("styled"))
    host.send(.tab)
    host.send(.ctrl("u"))
    host.type("4")
    host.send(.enter)
    #expect(host.screen.contains("$4.00"))
    host.tap("Fail")
    #expect(host.screen.contains("Save failed"))
  }

  @Test func appServicesInSwift5Mode() async {
    UserDefaults().removePersistentDomain(forName: "decl.tests.swift5")
    defer { UserDefaults().removePersistentDomain(forName: "decl.tests.swift5") }
    let host = TestHost(width: 60, height: 16) { AppServicesView() }
    #expect(host.screen.contains("Wide"))
    #expect(host.screen.contains("Lucky 12"))
    host.send(.ctrl("l"))
    #expect(host.screen.contains("Lucky 7"))
    host.send(.ctrl("r"))
    await host.settle()
    #expect(host.screen.contains("Filter"))
  }
}
