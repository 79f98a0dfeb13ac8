import DeclRender
import Foundation
import Testing

@testable import Decl
@testable import DeclCombine

/// The gaps issue 27 named, closed with behaviour: each test fails if the entry stops doing
/// what it does.
@MainActor
@Suite struct SwiftUIGapTests {
  @Test func theIOS13TextFieldReportsEditingAndCommit() {
    final class Log { var events: [String] = [] }
    let log = Log()
    let host = TestHost(width: 30, height: 4) {
      TextField(
        "Name", text: .constant(""),
        onEditingChanged: { log.events.append("editing \($0)") },
        onCommit: { log.events.append("commit") })
    }
    host.send(.tab)
    host.send(.enter)
    host.send(.tab)
    #expect(log.events.first == "editing true")
    #expect(log.events.contains("commit"))
  }

  @Test func aNavigationPathOfCodableValuesRoundTrips() throws {
    var path = NavigationPath()
    path.append(3)
    path.append("detail")
    let codable = try #require(path.codable)
    let data = try JSONEncoder().encode(codable)
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    let restored = NavigationPath(decoded)
    #expect(restored == path)
    #expect(restored.count == 2)
    struct NotCodable: Hashable {}
    path.append(NotCodable())
    #expect(path.codable == nil)
  }

  @Test func bufferPassesEveryValueThroughInOrder() {
    var values: [Int] = []
    let cancellable = [1, 2, 3].publisher
      .buffer(size: 1, prefetch: .byRequest, whenFull: .dropNewest)
      .sink { values.append($0) }
    #expect(values == [1, 2, 3])
    _ = cancellable
  }

  @Test func aHierarchicalStyleWithOpacityIsADimmerLevel() {
    #expect(HierarchicalShapeStyle.primary.opacity(0.5)._erased.storage == .hierarchical(1))
    #expect(HierarchicalShapeStyle.secondary.opacity(0.3)._erased.storage == .hierarchical(3))
    #expect(
      Color.red.opacity(0.5)._erased.storage
        == AnyShapeStyle(Color.red.opacity(0.5)).storage)
  }

  @Test func aSceneModifierReachesTheRootView() {
    let scene = WindowGroup { Text("a") }.environment(\.lineLimit, 3)
    #expect(scene.terminalRootView is AnyView)
  }

  @Test func cgVectorHasItsComponents() {
    let vector = CGVector(dx: 1, dy: 2)
    #expect(vector.dx == 1 && vector.dy == 2)
    #expect(CGVector.zero == CGVector())
  }
}
