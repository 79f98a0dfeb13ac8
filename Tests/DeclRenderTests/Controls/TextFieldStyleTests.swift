import Decl
import Testing

@testable import DeclRender

@MainActor
@Suite struct TextFieldStyleTests {
  private struct Boxed: View {
    @State private var text = ""
    var body: some View {
      VStack(spacing: 0) {
        TextField("Name", text: $text).textFieldStyle(.roundedBorder).frame(width: 80)
        Button("Other") {}
      }
      .padding(8)
      .background(Color.orange)
    }
  }

  @Test func aRoundedBorderFieldIsAnOpaqueBoxWithRoundedCorners() {
    let host = TestHost(width: 12, height: 6) { Boxed() }
    #expect(host.rows[1] == " ╭────────╮")
    #expect(host.rows[2] == " │Name    │")
    #expect(host.rows[3] == " ╰────────╯")
    // The whole box is the field's own grey, not the orange around it.
    let field = cellColor(.systemGray6)
    for (x, y) in [(1, 1), (10, 1), (2, 2), (8, 2), (1, 3)] {
      #expect(host.canvas[x: x, y: y].style.background == field)
    }
    #expect(host.canvas[x: 0, y: 2].style.background == cellColor(.orange))
    #expect(host.style(at: "╭")?.foreground == cellColor(.systemGray2))
    // Focused, the border takes the accent colour and the fill stays.
    host.send(.tab)
    host.type("Al")
    #expect(host.style(at: "╭")?.foreground == cellColor(.accentColor))
    #expect(host.style(at: "Al")?.background == field)
  }

  @Test func inTheLightSchemeTheFieldIsWhite() {
    let host = TestHost(width: 12, height: 6) { Boxed().preferredColorScheme(.light) }
    #expect(host.style(at: "Name")?.background == .rgb(255, 255, 255))
    #expect(host.style(at: "╭")?.background == .rgb(255, 255, 255))
  }
}
