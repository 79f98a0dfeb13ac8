import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

/// Child ids kept without boxing (`ChildID`), the subview traits read without a cast, and a
/// parent reference that never outlives the parent.
@MainActor
@Suite struct ChildIdentityTests {
  /// Integers, strings and UUIDs are kept as themselves; other ids are boxed, and each reads
  /// back as the `AnyHashable` it would have been.
  @Test func idsKeepTheirValues() {
    let uuid = UUID()
    #expect(ChildID(42) == .int(42))
    #expect(ChildID("a") == .string("a"))
    #expect(ChildID(uuid) == .uuid(uuid))
    #expect(ChildID(Int8(3)) == .other(AnyHashable(Int8(3))))
    #expect(ChildID(42).anyHashable == AnyHashable(42))
    #expect(ChildID(Int8(3)).anyHashable.base is Int8)
    #expect(ChildID(any: AnyHashable(42)) == ChildID(42))
    #expect(ChildID(any: AnyHashable("a")) == ChildID("a"))
    #expect(ChildID(1) != ChildID("1"))
  }

  private struct Codes: View {
    @State private var codes: [UInt8] = Array(0..<60)
    var body: some View {
      ScrollViewReader { proxy in
        VStack {
          Button("Jump") { proxy.scrollTo(50) }
          List(codes, id: \.self) { Text("Code \($0)") }
        }
      }
    }
  }

  /// `scrollTo(50)` with an `Int` finds the row whose id is the `UInt8` 50, as `AnyHashable`
  /// equality does in SwiftUI.
  @Test func scrollToFindsIntegerIdsOfAnotherWidth() {
    let host = TestHost(width: 30, height: 10) { Codes() }
    #expect(!host.screen.contains("Code 50"))
    host.tap("Jump")
    #expect(host.screen.contains("Code 50"))
  }

  /// Stacks learn that a subview is a spacer or has a priority from the behaviour's
  /// `subviewTraits`, answered by the protocol's defaults.
  @Test func subviewTraitsWithoutACast() {
    #expect(SpacerNode().subviewTraits?.isSpacer == true)
    #expect(TextNode().subviewTraits == nil)
    let host = TestHost(width: 20, height: 1) {
      HStack {
        Text("a")
        Spacer()
        Text("b").layoutPriority(1)
      }
    }
    #expect(host.rows[0] == "a" + String(repeating: " ", count: 18) + "b")
  }

  private struct Toggled: View {
    @State var shown = true
    var body: some View {
      VStack {
        Button("Toggle") { shown.toggle() }
        if shown { VStack { Text("inner") } }
      }
    }
  }

  /// A node taken out of the graph (or whose parent went away) has no parent.
  @Test func removedNodesForgetTheirParent() throws {
    let host = TestHost(width: 20, height: 4) { Toggled() }
    let inner = try #require(node(showing: "inner", under: host.renderer.graph.root))
    #expect(inner.parent != nil)
    host.tap("Toggle")
    #expect(!host.screen.contains("inner"))
    #expect(inner.parent == nil)
  }

  private func node(showing text: String, under node: ViewNode) -> ViewNode? {
    if (node.behavior as? TextNode)?.shownText == text { return node }
    for child in node.children {
      if let found = self.node(showing: text, under: child) { return found }
    }
    return nil
  }
}
