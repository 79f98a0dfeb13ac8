import Decl
import DeclRender
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
}
