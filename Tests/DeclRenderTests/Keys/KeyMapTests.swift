import Decl
import Foundation
import Testing

@testable import DeclRender

/// The key maps: the one table per control kind and for the global keys that dispatch, the key
/// help footer and the README's key table all read, and an app's remapping of a global key.
@MainActor
@Suite struct KeyMapTests {
  /// Every key table, under the name the README gives where it works.
  static let tables: [(place: String, bindings: [(keys: [KeyChord], text: String)])] = [
    ("anywhere, when the focused control does not use the key", rows(GlobalKeys.graph)),
    ("anywhere, before any view sees the key", rows(GlobalKeys.terminal)),
    ("a button", rows(ButtonNode.keyMap)),
    ("a toggle", rows(ToggleNode.keyMap)),
    ("a view with `onTapGesture` or a long-press gesture", rows(TapGestureNode.keyMap)),
    ("a stepper", rows(StepperNode.keyMap)),
    ("a slider", rows(SliderNode.keyMap)),
    ("an inline picker", rows(PickerNode.inlineKeys)),
    ("a `.menu` picker", rows(PickerNode.menuKeys)),
    ("a segmented picker", rows(PickerNode.segmentedKeys)),
    ("a text field", rows(LineEditing.keyMap) + rows(TextFieldNode.keyMap)),
    ("a list row (a list with a selection, `onDelete` or `onMove`)", rows(ListRowNode.keyMap)),
    ("a disclosure label", rows(DisclosureLabelNode.keyMap)),
    ("a tab bar or page index row", rows(TabBarNode.keyMap)),
    ("a date picker's fields", rows(DateFieldsNode.keyMap)),
    ("a graphical date picker", rows(MonthGridNode.keyMap)),
    ("a colour picker", rows(ColorWellNode.keyMap)),
  ]

  static func rows<Action>(_ map: KeyMap<Action>) -> [(keys: [KeyChord], text: String)] {
    map.bindings.map { ($0.keys, $0.detail ?? $0.description) }
  }

  /// The README's key table, as the tables say it.
  static var markdown: String {
    var lines = ["| where focus is | keys | does |", "|---|---|---|"]
    for (place, bindings) in tables {
      for (index, binding) in bindings.enumerated() {
        var names: [String] = []
        for key in binding.keys where !names.contains(key.readmeName) {
          names.append(key.readmeName)
        }
        let keys = names.joined(separator: ", ")
        lines.append("| \(index == 0 ? place : "") | \(keys) | \(binding.text) |")
      }
    }
    return lines.joined(separator: "\n")
  }

  static let begin = "<!-- key table: generated from the key maps (KeyMapTests) -->"
  static let end = "<!-- end of the key table -->"

  /// The README's key table is the key maps'; `DECL_UPDATE_README=1` writes it.
  @Test func theReadmeKeyTableIsTheKeyMaps() throws {
    let url = SourceScan.root.appendingPathComponent("README.md")
    let readme = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(readme.range(of: Self.begin), "README has the key table's marker")
    let stop = try #require(
      readme.range(of: Self.end, range: start.upperBound..<readme.endIndex))
    let shown = readme[start.upperBound..<stop.lowerBound]
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if shown != Self.markdown, ProcessInfo.processInfo.environment["DECL_UPDATE_README"] == "1" {
      let updated = readme.replacingCharacters(
        in: start.upperBound..<stop.lowerBound, with: "\n" + Self.markdown + "\n")
      try updated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      shown == Self.markdown,
      "README's key table differs from the key maps; DECL_UPDATE_README=1 swift test --filter KeyMapTests rewrites it"
    )
  }

  /// Every control whose keys are a table is in the README's list.
  @Test func everyKeyTableIsListed() {
    let scan = SourceScan(target: "DeclRender")
    var controls: [String] = []
    for file in scan.files {
      for line in file.lines where line.contains("class ") && line.contains("KeyBoundControl") {
        let words = SourceScan.identifiers(in: line)
        if let index = words.firstIndex(of: "class"), index + 1 < words.count {
          controls.append(String(words[index + 1]))
        }
      }
    }
    #expect(controls.count >= 10, "the scan found the controls")
    let source = try? String(contentsOfFile: #filePath, encoding: .utf8)
    for control in controls {
      #expect(source?.contains("rows(\(control).") == true, "\(control)'s keys are not listed")
    }
  }

  /// The first binding of a key wins; one whose action declines the key passes it on.
  @Test func dispatchTriesTheBindingsOfAKeyInOrder() {
    let map: KeyMap<Int> = [
      KeyBinding([.any(.escape)], 1, "back"),
      KeyBinding([.any(.escape)], 2, "close"),
      KeyBinding([KeyChord(.char("x"), .option)], 3, "x", show: false),
    ]
    var ran: [Int] = []
    #expect(
      map.dispatch(KeyEvent(.escape, modifiers: .shift)) {
        ran.append($0)
        return $0 == 2
      })
    #expect(ran == [1, 2])
    #expect(map.action(for: KeyEvent(.char("x"))) == nil)
    #expect(map.action(for: KeyEvent(.char("x"), modifiers: .option)) == 3)
    #expect(map.help() == [KeyHelp("esc", "back"), KeyHelp("esc", "close")])
  }

  struct Form: View {
    @State private var name = ""
    @State private var on = false

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Toggle("On", isOn: $on)
        Button("Go") {}
      }
      .keyBinding(.focusNext, KeyboardShortcut("n", modifiers: .control))
      .keyboardHelp()
    }
  }

  /// An app binds a global action to another key: the new key acts, the old one does not, and
  /// the footer names the new one.
  @Test func aRemappedGlobalKeyActsAndTheFooterNamesIt() {
    let host = TestHost(width: 50, height: 4) { Form() }
    #expect(host.screen.components(separatedBy: "\n").last?.hasPrefix(" ^N next") == true)
    host.send(.tab)
    #expect(host.renderer.graph.context.focus.focused == nil, "Tab no longer moves focus")
    host.send(.ctrl("n"))
    #expect(host.renderer.graph.context.focus.focused?.behavior is ToggleNode)
    host.send(.ctrl("n"))
    #expect(host.renderer.graph.context.focus.focused?.behavior is ButtonNode)
    #expect(
      host.screen.components(separatedBy: "\n").last?.hasPrefix(" enter press  ^N next") == true)
    host.send(.backTab)
    #expect(
      host.renderer.graph.context.focus.focused?.behavior is ToggleNode, "Shift-Tab keeps its key")
  }
}
