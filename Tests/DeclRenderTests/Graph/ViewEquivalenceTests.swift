import Decl
import Testing

@testable import DeclRender

/// The comparison that decides whether a view's body runs again, worked out per type from its
/// fields: each kind of field compares as SwiftUI compares it.
@MainActor
@Suite struct ViewEquivalenceTests {
  private final class Model {}

  private enum Mode {
    case compact
    case wide(Int)
  }

  private struct Plain: View {
    var count: Int
    var flag: Bool
    var mode: Mode
    var body: some View { Text("\(count)") }
  }

  private struct Padded: View {
    var small: UInt8
    var large: Int
    var body: some View { EmptyView() }
  }

  private struct Mixed: View {
    var title: String
    var model: Model
    weak var delegate: Model?
    var content: any View
    var extra: Text?
    var body: some View { EmptyView() }
  }

  private struct WithClosure: View {
    var action: () -> Void
    var body: some View { EmptyView() }
  }

  private struct WithState: View {
    var label: String
    @State var count = 0
    var body: some View { EmptyView() }
  }

  private struct WithBinding: View {
    @Binding var text: String
    var body: some View { EmptyView() }
  }

  @Test func plainDataComparesByValue() {
    #expect(
      ViewEquivalence.isEquivalent(
        Plain(count: 1, flag: true, mode: .wide(3)), Plain(count: 1, flag: true, mode: .wide(3))))
    #expect(
      !ViewEquivalence.isEquivalent(
        Plain(count: 1, flag: true, mode: .wide(3)), Plain(count: 1, flag: true, mode: .wide(4))))
    #expect(
      !ViewEquivalence.isEquivalent(
        Plain(count: 1, flag: true, mode: .compact), Plain(count: 2, flag: true, mode: .compact)))
    // A struct with padding compares its fields, whatever the padding bytes hold.
    #expect(ViewEquivalence.isEquivalent(Padded(small: 1, large: 2), Padded(small: 1, large: 2)))
    #expect(!ViewEquivalence.isEquivalent(Padded(small: 1, large: 2), Padded(small: 9, large: 2)))
  }

  @Test func referencesByIdentityStringsByValueExistentialsByWhatTheyHold() {
    let model = Model()
    let other = Model()
    func mixed(
      _ title: String, _ model: Model, _ delegate: Model?, _ content: any View, _ extra: Text?
    )
      -> Mixed
    {
      Mixed(title: title, model: model, delegate: delegate, content: content, extra: extra)
    }
    let base = mixed("a", model, model, Text("x"), nil)
    #expect(ViewEquivalence.isEquivalent(base, mixed("a", model, model, Text("x"), nil)))
    #expect(!ViewEquivalence.isEquivalent(base, mixed("b", model, model, Text("x"), nil)))
    #expect(!ViewEquivalence.isEquivalent(base, mixed("a", other, model, Text("x"), nil)))
    #expect(!ViewEquivalence.isEquivalent(base, mixed("a", model, other, Text("x"), nil)))
    #expect(!ViewEquivalence.isEquivalent(base, mixed("a", model, model, Text("y"), nil)))
    #expect(!ViewEquivalence.isEquivalent(base, mixed("a", model, model, EmptyView(), nil)))
    #expect(!ViewEquivalence.isEquivalent(base, mixed("a", model, model, Text("x"), Text("z"))))
    #expect(
      ViewEquivalence.isEquivalent(
        mixed("a", model, nil, Text("x"), Text("z")), mixed("a", model, nil, Text("x"), Text("z"))))
  }

  @Test func closuresCountAsChangedAndDynamicPropertiesAsTheSame() {
    #expect(!ViewEquivalence.isEquivalent(WithClosure {}, WithClosure {}))
    #expect(
      ViewEquivalence.isEquivalent(WithState(label: "a", count: 1), WithState(label: "a", count: 2))
    )
    #expect(!ViewEquivalence.isEquivalent(WithState(label: "a"), WithState(label: "b")))
    // A constant binding points at no state, so there is nothing to tell two of them apart by.
    let text = Binding.constant("")
    #expect(!ViewEquivalence.isEquivalent(WithBinding(text: text), WithBinding(text: text)))
  }

  @Test func anUnchangedPlainViewDoesNotRunItsBodyAgain() {
    struct Counter: View {
      @State var tick = 0
      var body: some View {
        VStack {
          Button("Tick") { tick += 1 }
          Plain(count: 7, flag: false, mode: .compact)
        }
      }
    }
    let host = TestHost(width: 20, height: 3) { Counter() }
    let before = host.stats.bodyEvaluations
    host.tap("Tick")
    // Only the counter's own body ran: the plain view's value was the same.
    #expect(host.stats.bodyEvaluations - before == 1)
  }
}
