import Decl
import Testing

@testable import DeclRender

private struct TrailingIcon: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.title
      configuration.icon
    }
  }
}

private struct Tinted: LabelStyle {
  @Environment(\.isEnabled) private var isEnabled
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.icon
      configuration.title.foregroundColor(isEnabled ? .green : .red)
    }
  }
}

@MainActor
@Suite struct LabelStyleTests {
  private func render(_ view: some View) -> String {
    TestHost(width: 20, height: 1) { view }.lines[0]
  }

  @Test func builtInStyles() {
    let label = Label("Delete", systemImage: "trash")
    #expect(render(label) == "🗑 Delete")
    #expect(render(label.labelStyle(.automatic)) == "🗑 Delete")
    #expect(render(label.labelStyle(.titleAndIcon)) == "🗑 Delete")
    #expect(render(label.labelStyle(.titleOnly)) == "Delete")
    #expect(render(label.labelStyle(.iconOnly)) == "🗑")
  }

  @Test func aCustomStyleGetsTitleAndIcon() {
    #expect(render(Label("Next", systemImage: "star").labelStyle(TrailingIcon())) == "Next ☆")
  }

  @Test func aCustomStyleReadsTheEnvironment() {
    let host = TestHost(width: 20, height: 1) {
      Label("Off", systemImage: "star").labelStyle(Tinted()).disabled(true)
    }
    #expect(host.style(at: "Off")?.foreground == cellColor(.red))
  }

  @Test func buttonLabelsFollowTheStyle() {
    let host = TestHost(width: 20, height: 1) {
      Button("Remove", systemImage: "trash") {}.labelStyle(.iconOnly)
    }
    #expect(host.lines == ["🗑"])
  }

  /// `Label(configuration)` in a custom style is the label in the style around it: here the
  /// automatic one, icon then title, with the style's own decoration.
  @Test func aStyleCanDecorateTheLabelItWasGiven() {
    struct Starred: LabelStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
          Text("* ")
          Label(configuration)
        }
      }
    }
    let host = TestHost(width: 20, height: 2) {
      VStack {
        Label("Inbox", systemImage: "tray").labelStyle(Starred())
        Label("Sent", systemImage: "paperplane").labelStyle(Starred()).labelStyle(.titleOnly)
      }
    }
    #expect(host.rows.map { $0.trimmingCharacters(in: .whitespaces) } == ["* 📥 Inbox", "* Sent"])
  }
}
