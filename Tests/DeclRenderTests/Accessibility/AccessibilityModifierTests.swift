import Decl
import Testing

@testable import DeclRender

/// Every accessibility modifier, in SwiftUI's forms, on one screen.
private struct EveryModifier: View {
  @State private var page = 0
  @State private var log = ""
  @AccessibilityFocusState private var isTitleFocused: Bool
  @AccessibilityFocusState private var focusedRow: Int?

  var body: some View {
    VStack {
      Text("Title")
        .accessibilityAddTraits(.isHeader)
        .accessibilityHeading(.h1)
        .accessibilityFocused($isTitleFocused)
      Text("Page \(page)")
        .accessibilityLabel(Text("Current page"))
        .accessibilityValue("\(page) of 3")
        .accessibilityHint("Swipe to change")
        .accessibilityAdjustableAction { direction in
          page += direction == .increment ? 1 : -1
        }
        .accessibilityFocused($focusedRow, equals: 1)
      HStack {
        Image(systemName: "star")
        Text("4.5")
      }
      .accessibilityElement(children: .combine)
      .accessibilityLabel("Rating", isEnabled: true)
      .accessibilityValue(Text("4.5 stars"), isEnabled: false)
      .accessibilityHint(Text("Rated by readers"), isEnabled: true)
      Button("Delete") { log += "d" }
        .accessibilityRemoveTraits(.isButton)
        .accessibilityAddTraits([.isSelected, .startsMediaSession])
        .accessibilityIdentifier("deleteButton", isEnabled: true)
        .accessibilitySortPriority(2)
        .accessibilityInputLabels(["Delete", "Remove"])
        .accessibilityInputLabels([Text("Erase")], isEnabled: false)
        .accessibilityAction { log += "a" }
        .accessibilityAction(.escape) { log += "e" }
        .accessibilityAction(named: "Archive") { log += "r" }
        .accessibilityAction(named: Text("Flag")) { log += "f" }
        .accessibilityAction {
          log += "l"
        } label: {
          Text("Label action")
        }
        .accessibilityActions {
          Button("More") {}
        }
        .accessibilityRespondsToUserInteraction()
        .accessibilityRespondsToUserInteraction(false, isEnabled: false)
        .accessibilityShowsLargeContentViewer()
      Text("Decoration")
        .accessibilityHidden(true)
        .accessibilityHidden(false, isEnabled: false)
        .accessibilityIgnoresInvertColors()
      Text("Custom slider")
        .accessibilityRepresentation { Slider(value: .constant(0.5)) }
        .accessibilityShowsLargeContentViewer { Text("Big") }
      Text("Old forms")
        .accessibility(label: Text("Older"))
        .accessibility(value: Text("v"))
        .accessibility(hint: Text("h"))
        .accessibility(hidden: false)
        .accessibility(identifier: "old")
        .accessibility(addTraits: .isStaticText)
        .accessibility(removeTraits: .isImage)
        .accessibility(sortPriority: 1)
      Text(log)
    }
  }
}

@MainActor
@Suite struct AccessibilityModifierTests {
  @Test func modifiersChangeNothingDrawn() {
    let plain = TestHost(width: 30, height: 12) {
      VStack {
        Text("Title")
        Text("Page 0")
        HStack {
          Image(systemName: "star")
          Text("4.5")
        }
        Button("Delete") {}
        Text("Decoration")
        Text("Custom slider")
        Text("Old forms")
        Text("")
      }
    }
    let labelled = TestHost(width: 30, height: 12) { EveryModifier() }
    #expect(labelled.screen == plain.screen)
    #expect(labelled.ansiScreen == plain.ansiScreen)
  }

  @Test func valuesAreKeptInTheGraph() {
    let host = TestHost(width: 30, height: 12) { EveryModifier() }
    let page = host.find(label: "Current page")
    #expect(page.exists)
    #expect(page.kind == "text")
    #expect(page.text == "Page 0")
    #expect(page.value == "0 of 3")

    let rating = host.element("Rating")
    #expect(rating.exists)
    // `isEnabled: false` leaves the value unset.
    #expect(rating.value == nil)

    let delete = host.find(identifier: "deleteButton")
    #expect(delete.kind == "button")
    #expect(delete.label == "Delete")
    #expect(delete.isSelected)
    #expect(delete.traits == [.isSelected, .startsMediaSession])

    #expect(host.find(label: "Title").traits == [.isHeader])
    #expect(host.find(identifier: "old").label == "Older")
    #expect(host.find(identifier: "old").traits == [.isStaticText])
  }

  @Test func hiddenElementsAreNotFound() {
    let host = TestHost(width: 30, height: 12) { EveryModifier() }
    #expect(host.screen.contains("Decoration"))
    #expect(!host.find(text: "Decoration").exists)
    #expect(host.find(text: "Custom slider").exists)
  }

  @Test func representationAndActionViewsAreNotDrawn() {
    let host = TestHost(width: 30, height: 12) { EveryModifier() }
    #expect(!host.screen.contains("More"))
    #expect(!host.screen.contains("Label action"))
    #expect(!host.screen.contains("Big"))
    // The represented slider is not a control on the screen.
    #expect(!host.elements.contains { $0.kind == "slider" })
  }

  @Test func actionKindsCompareByKindAndName() {
    #expect(AccessibilityActionKind.default == .default)
    #expect(AccessibilityActionKind.escape != .magicTap)
    #expect(AccessibilityActionKind(named: Text("A")) == AccessibilityActionKind(named: Text("A")))
    #expect(AccessibilityActionKind(named: Text("A")) != AccessibilityActionKind(named: Text("B")))
    #expect(AccessibilityActionKind(named: Text("A")) != .default)
  }

  @Test func accessibilityFocusStateIsKeptAsState() {
    struct Screen: View {
      @AccessibilityFocusState(for: .voiceOver) private var isFocused: Bool
      var body: some View {
        VStack {
          Text(isFocused ? "focused" : "not focused").accessibilityFocused($isFocused)
          Button("Focus") { isFocused = true }
        }
      }
    }
    let host = TestHost(width: 20, height: 3) { Screen() }
    #expect(host.screen.contains("not focused"))
    host.tap("Focus")
    #expect(host.screen.contains("focused") && !host.screen.contains("not focused"))
  }
}
