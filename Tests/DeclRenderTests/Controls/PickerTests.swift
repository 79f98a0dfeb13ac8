import Decl
import Testing

@testable import DeclRender

private enum Flavor: String, CaseIterable, Identifiable {
  case vanilla, chocolate, mint
  var id: Self { self }
}

private struct Flavors<Style: PickerStyle>: View {
  @State var flavor = Flavor.vanilla
  let style: Style
  var disabled = false
  var body: some View {
    VStack(alignment: .leading) {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
      }
      .pickerStyle(style)
      .disabled(disabled)
      Text("chose \(flavor.rawValue)")
      Button("Other") {}
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

@MainActor
@Suite struct PickerTests {
  @Test func aMenuPickerOutsideAFormShowsOnlyTheCurrentOption() {
    // iOS 17: a menu picker outside a form is a button showing the selection and the
    // up-and-down chevrons in the tint colour; its label is not shown.
    let host = TestHost(width: 30, height: 3) { Flavors(style: .menu) }
    #expect(host.rows[0] == "Vanilla ⌃⌄")
    #expect(!host.screen.contains("Flavor"))
    #expect(host.style(at: "Vanilla")?.foreground == cellColor(.accentColor))
    #expect(host.style(at: "⌃⌄")?.foreground == cellColor(.accentColor))
  }

  @Test func aMenuPickerInAFormShowsItsLabelAndTheSelectionTrailing() {
    // iOS 17: in a form the row has the label at its leading edge and the selection with
    // the chevrons at its trailing edge, in the secondary colour.
    let host = TestHost(width: 30, height: 3) {
      Form {
        Picker("Flavor", selection: .constant(Flavor.mint)) {
          ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
        }
      }
    }
    #expect(host.rows[0] == " Flavor" + String(repeating: " ", count: 15) + "Mint ⌃⌄")
    #expect(host.style(at: "Mint")?.foreground == cellColor(.secondary))
    #expect(host.style(at: "Flavor")?.foreground != cellColor(.secondary))
  }

  @Test func leftAndRightStepAMenuPickerAndEnterOpensIt() {
    let host = TestHost(width: 30, height: 3) { Flavors(style: .automatic) }
    host.send(.tab)
    host.send(.right)
    #expect(host.screen.contains("Chocolate ⌃⌄"))
    #expect(host.screen.contains("chose chocolate"))
    host.send(.right)
    host.send(.right)
    #expect(host.screen.contains("chose mint"))
    host.send(.left)
    #expect(host.screen.contains("chose chocolate"))
    // Enter opens the options in a pop-up menu (see MenuTests), where Enter chooses.
    host.send(.enter)
    #expect(host.screen.contains("✓ Chocolate"))
    host.send(.down)
    host.send(.enter)
    #expect(host.screen.contains("chose mint"))
  }

  @Test func aSegmentedPickerFillsTheRowWithEqualSegmentsTheSelectedOneTinted() {
    // iOS: the segmented control takes the width it is offered, divided into segments of
    // equal width with each label centred in its own.
    let host = TestHost(width: 36, height: 3) { Flavors(style: .segmented) }
    #expect(host.rows[0] == "  Vanilla    Chocolate      Mint")
    #expect(host.style(at: "Vanilla")?.background == cellColor(.accentColor))
    #expect(host.style(at: "Vanilla")?.foreground == cellColor(.white))
    #expect(host.canvas[x: 0, y: 0].style.background == cellColor(.accentColor))
    #expect(host.canvas[x: 11, y: 0].style.background == cellColor(.accentColor))
    #expect(host.canvas[x: 12, y: 0].style.background == cellColor(.systemGray5))
    #expect(host.canvas[x: 35, y: 0].style.background == cellColor(.systemGray5))
    #expect(host.style(at: "Mint")?.background == cellColor(.systemGray5))
    host.send(.tab)
    host.send(.right)
    host.send(.right)
    host.send(.right)
    #expect(host.screen.contains("chose mint"))
    #expect(host.style(at: "Mint")?.background == cellColor(.accentColor))
    let chocolate = host.position(of: "Chocolate")!
    host.click(x: chocolate.x + 3, y: chocolate.y)
    #expect(host.screen.contains("chose chocolate"))
  }

  @Test func anInlinePickerListsTheOptionsWithACheckmark() {
    let host = TestHost(width: 30, height: 6) { Flavors(style: .inline) }
    #expect(Array(host.rows.prefix(4)) == ["Flavor", "✓ Vanilla", "  Chocolate", "  Mint"])
    #expect(host.style(at: "Flavor")?.attributes.contains(.bold) == true)
  }

  @Test func upAndDownMoveTheHighlightOfAnInlinePickerAndEnterChooses() {
    let host = TestHost(width: 30, height: 6) { Flavors(style: .inline) }
    host.send(.tab)
    // Focus is drawn on the selected row only.
    #expect(host.style(at: "Vanilla")?.attributes.contains(.inverse) == true)
    #expect(host.style(at: "Chocolate")?.attributes.contains(.inverse) == false)
    host.send(.down)
    host.send(.down)
    #expect(host.style(at: "Mint")?.attributes.contains(.inverse) == true)
    #expect(host.screen.contains("chose vanilla"))
    host.send(.enter)
    #expect(host.screen.contains("✓ Mint"))
    #expect(host.screen.contains("chose mint"))
    // Past the last row Down moves focus on.
    host.send(.down)
    #expect(host.style(at: "Mint")?.attributes.contains(.inverse) == false)
    #expect(host.style(at: "Other")?.attributes.contains(.inverse) == true)
  }

  @Test func wheelIsDrawnInline() {
    let host = TestHost(width: 30, height: 6) { Flavors(style: .wheel) }
    #expect(host.screen.contains("✓ Vanilla"))
    let mint = host.position(of: "Mint")!
    host.click(x: mint.x, y: mint.y)
    #expect(host.screen.contains("✓ Mint"))
  }

  @Test func aDisabledPickerIsGreyAndSkipped() {
    let host = TestHost(width: 30, height: 3) { Flavors(style: .segmented, disabled: true) }
    #expect(host.style(at: "Vanilla")?.background == cellColor(.systemGray3))
    #expect(host.style(at: "Mint")?.foreground == cellColor(.gray))
    let mint = host.position(of: "Mint")!
    host.click(x: mint.x, y: mint.y)
    host.send(.tab)
    host.send(.right)
    #expect(host.screen.contains("chose vanilla"))
  }

  @Test func forEachIdsAreTheTagsWhenTheRowsHaveNone() {
    struct Sizes: View {
      @State var size = "M"
      var body: some View {
        VStack {
          Picker("Size", selection: $size) {
            ForEach(["S", "M", "L"], id: \.self) { Text($0) }
          }
          .pickerStyle(.segmented)
          Text("size \(size)")
        }
      }
    }
    let host = TestHost(width: 20, height: 2) { Sizes() }
    #expect(host.style(at: "M")?.background == cellColor(.accentColor))
    host.send(.tab)
    host.send(.right)
    #expect(host.screen.contains("size L"))
  }

  @Test func anOptionalSelectionMatchesPlainTagsAndStartsEmpty() {
    struct Optional: View {
      @State var choice: Int? = nil
      var body: some View {
        VStack {
          Picker("Number", selection: $choice) {
            Text("One").tag(1)
            Text("Two").tag(2)
          }
          Text("choice \(choice.map(String.init) ?? "none")")
        }
      }
    }
    let host = TestHost(width: 30, height: 2) { Optional() }
    #expect(host.lines[0].trimmingCharacters(in: .whitespaces) == "⌃⌄")
    host.send(.tab)
    host.send(.right)
    #expect(host.screen.contains("choice 1"))
    #expect(host.screen.contains("One ⌃⌄"))
    host.send(.right)
    #expect(host.screen.contains("choice 2"))
  }

  @Test func hiddenLabelsAndChangingOptions() {
    struct Growing: View {
      @State var count = 2
      @State var selection = 0
      var body: some View {
        VStack {
          Picker("Count", selection: $selection) {
            ForEach(0..<count) { Text("#\($0)") }
          }
          .pickerStyle(.segmented)
          .labelsHidden()
          Button("More") { count += 1 }
        }
      }
    }
    // The segments share the row equally, however many there are.
    let host = TestHost(width: 20, height: 2) { Growing() }
    #expect(host.lines[0] == "#0        #1")
    host.tap("More")
    #expect(host.lines[0] == "#0    #1     #2")
  }
}
