import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

/// The widest width reported by the views inside.
private struct WidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

/// Every name reported inside, in order.
private struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

/// The first value set inside: `reduce` keeps what it has.
private struct FirstKey: PreferenceKey {
  static let defaultValue = "none"
  static func reduce(value: inout String, nextValue: () -> String) {}
}

private struct SelectionKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// A child measures itself with a reader in its background; the parent shows the width.
private struct MeasuredChild: View {
  @State private var childWidth: CGFloat = 0
  var body: some View {
    VStack {
      Text("a child twelve")
        .background(
          GeometryReader { geometry in
            Color.clear.preference(key: WidthKey.self, value: geometry.size.width)
          })
      Text("parent sees \(Int(childWidth)) points")
    }
    .onPreferenceChange(WidthKey.self) { childWidth = $0 }
  }
}

@MainActor
@Suite struct PreferenceTests {
  @Test func aChildsWidthInPointsReachesItsParent() {
    let host = TestHost(width: 40, height: 2) { MeasuredChild() }
    // "a child twelve" is 14 columns: 112 points.
    #expect(host.screen.contains("parent sees 112 points"))
    assertSnapshot(host, named: "child-width", suite: "preferences")
    // No state was written during a body.
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func siblingsCombineWithReduceInOrder() {
    struct Names: View {
      @State private var names: [String] = []
      @State private var first = ""
      var body: some View {
        VStack {
          HStack {
            Text("x").preference(key: NamesKey.self, value: ["one"])
            Text("y").preference(key: NamesKey.self, value: ["two", "three"])
          }
          .preference(key: FirstKey.self, value: "outer")
          Text("z").preference(key: FirstKey.self, value: "later")
          Text(names.joined(separator: ",") + " " + first)
        }
        .onPreferenceChange(NamesKey.self) { names = $0 }
        .onPreferenceChange(FirstKey.self) { first = $0 }
      }
    }
    let host = TestHost(width: 30, height: 4) { Names() }
    #expect(host.screen.contains("one,two,three outer"))
  }

  @Test func anOuterPreferenceReplacesAndTransformChanges() {
    struct Replaced: View {
      @State private var names: [String] = []
      var body: some View {
        VStack {
          Text("a").preference(key: NamesKey.self, value: ["inner"])
            .preference(key: NamesKey.self, value: ["outer"])
          Text("b").preference(key: NamesKey.self, value: ["b"])
            .transformPreference(NamesKey.self) { $0.append("changed") }
          Text(names.joined(separator: ","))
        }
        .onPreferenceChange(NamesKey.self) { names = $0 }
      }
    }
    let host = TestHost(width: 30, height: 3) { Replaced() }
    #expect(host.screen.contains("outer,b,changed"))
  }

  @Test func theActionRunsAgainOnlyWhenTheValueChanges() {
    struct Counting: View {
      @State private var wide = false
      @State private var runs = 0
      @State private var tapped = 0
      var body: some View {
        VStack {
          Text(wide ? "a wide text" : "narrow")
            .background(
              GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
          Button("widen") { wide = true }
          Button("other \(tapped)") { tapped += 1 }
          Text("runs \(runs)")
        }
        .onPreferenceChange(WidthKey.self) { _ in runs += 1 }
      }
    }
    let host = TestHost(width: 30, height: 4) { Counting() }
    #expect(host.screen.contains("runs 1"))
    host.tap("other 0")
    #expect(host.screen.contains("runs 1"))
    host.tap("widen")
    #expect(host.screen.contains("runs 2"))
  }

  @Test func anOverlayReadsAnAnchorInItsOwnCoordinates() {
    struct Highlighted: View {
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Text("first")
          Text("selected one").anchorPreference(key: SelectionKey.self, value: .bounds) { $0 }
          Text("last")
        }
        .overlayPreferenceValue(SelectionKey.self) { anchor in
          GeometryReader { geometry in
            if let anchor {
              let rect = geometry[anchor]
              Text("^")
                .offset(x: rect.maxX, y: rect.minY)
            }
          }
        }
      }
    }
    let host = TestHost(width: 30, height: 3) { Highlighted() }
    // The mark is drawn just after the selected text, on its row.
    let selected = host.frame(ofText: "selected one")!
    #expect(host.position(of: "^")?.x == selected.maxX)
    #expect(host.position(of: "^")?.y == selected.minY)
  }

  @Test func aBackgroundFromAPreferenceIsBehindTheContent() {
    let host = TestHost(width: 20, height: 1) {
      Text("label")
        .preference(key: FirstKey.self, value: "blue")
        .backgroundPreferenceValue(FirstKey.self) { value in
          value == "blue" ? Color.blue : Color.red
        }
    }
    let label = host.frame(ofText: "label")!
    #expect(host.canvas[x: label.minX, y: 0].style.background == cellColor(.blue))
    #expect(host.screen.contains("label"))
  }

  @Test func withNoValueTheReaderSeesTheDefault() {
    struct Unset: View {
      @State private var seen = "not run"
      var body: some View {
        Text(seen).onPreferenceChange(FirstKey.self) { seen = $0 }
      }
    }
    let host = TestHost(width: 20, height: 1) { Unset() }
    #expect(host.lines == ["none"])
  }
}
