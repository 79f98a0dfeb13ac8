import Foundation
import Testing

/// Keeps `docs/SwiftUI-behaviour.md` true: every entry Decl has is probed by a line of
/// `SwiftUICoverageProbes.swift` (which must compile), and no entry marked missing has since
/// been declared in the sources.
@Suite struct SwiftUICoverageTests {
  /// One table row of the page.
  struct Row: Equatable, CustomStringConvertible {
    var family: String
    var name: String
    var status: String
    var probe: String
    var note: String

    var description: String { "\(family) / \(name)" }
  }

  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let statuses: Set = ["works", "accepted and ignored", "differs", "missing"]

  /// The rows under the page's `## ` headings, read as the generator reads them.
  static func rows() throws -> [Row] {
    let page = try String(
      contentsOf: package.appendingPathComponent("docs/SwiftUI-behaviour.md"), encoding: .utf8)
    var family: String?
    var rows: [Row] = []
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        family = String(line.dropFirst(3))
        continue
      }
      guard let family, line.hasPrefix("| "), !line.hasPrefix("| SwiftUI "), !line.hasPrefix("|---")
      else { continue }
      let cells = line.dropFirst().dropLast().components(separatedBy: " | ").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count == 4 else {
        Issue.record("a row needs four cells: \(line)")
        continue
      }
      var probe = cells[2]
      if probe.count >= 2, probe.hasPrefix("`"), probe.hasSuffix("`") {
        probe = String(probe.dropFirst().dropLast())
      } else {
        probe = ""
      }
      rows.append(
        Row(family: family, name: cells[0], status: cells[1], probe: probe, note: cells[3]))
    }
    return rows
  }

  @Test func everyRowHasAStatusAndEveryPresentEntryAProbe() throws {
    let rows = try Self.rows()
    #expect(rows.count > 300)
    for row in rows {
      #expect(Self.statuses.contains(row.status), "\(row): unknown status \(row.status)")
      if row.status == "missing" {
        #expect(row.probe.isEmpty, "\(row) is missing but has a probe")
      } else {
        #expect(!row.probe.isEmpty, "\(row) is \(row.status) but has no probe")
      }
    }
    let families = Set(rows.map(\.family))
    for family in [
      "Views", "Layout containers", "Shapes and styles", "Text and images", "Controls",
      "Navigation and presentation", "Lists and scrolling", "State and data flow",
      "Environment values", "Gestures and input", "Animation", "Accessibility", "App structure",
      "Foundation and Combine interop",
    ] {
      #expect(families.contains(family), "no \(family) section")
    }
  }

  /// The probe file is what the generator makes of the page now.
  @Test func theProbeFileMatchesThePage() throws {
    let probes = try String(
      contentsOf: Self.package.appendingPathComponent(
        "Tests/DeclTests/Coverage/SwiftUICoverageProbes.swift"),
      encoding: .utf8
    ).split(separator: "\n").map(String.init)
    var probed: [(label: String, line: String)] = []
    for (index, line) in probes.enumerated() where line.hasPrefix("  // ") {
      probed.append((String(line.dropFirst(5)), probes[(index + 1)...].prefix(3).joined()))
    }
    let present = try Self.rows().filter { $0.status != "missing" }
    let advice = "run Scripts/generate-coverage-probes.py"
    #expect(probed.count == present.count, "the probe file is out of date: \(advice)")
    for (row, probe) in zip(present, probed) {
      #expect(probe.label == row.description, "\(row): the probe file is out of date: \(advice)")
      #expect(probe.line.contains(row.probe), "\(row): its probe changed: \(advice)")
    }
  }

  /// A missing entry that Decl now declares is out of date: mark it and give it a probe.
  @Test func missingEntriesAreNotDeclared() throws {
    let declared = try Self.publicNames()
    for row in try Self.rows() where row.status == "missing" {
      // A row about one overload of a name Decl has says so; it cannot be checked by name.
      if row.note.hasPrefix("other overloads exist") { continue }
      for name in Self.names(in: row.name) {
        let found =
          row.family == "Environment values"
          ? declared.environment.contains(name) : declared.all.contains(name)
        #expect(
          !found,
          "\(row) is marked missing but Sources declares \(name): update docs/SwiftUI-behaviour.md")
      }
    }
  }

  /// The identifiers a name cell mentions: `accessibilityLabel(_:)`, `@GestureState`,
  /// `onDrag`, `onDrop` → their base names.
  static func names(in cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
      $0.offset % 2 == 1
    }.map { _, code in
      let base = code.drop { $0 == "@" }.prefix { $0 != "(" && $0 != " " }
      return String(base.split(separator: ".").last ?? base)
    }
  }

  /// The names `Decl` and `DeclCombine` declare publicly, and the `EnvironmentValues` among them.
  static func publicNames() throws -> (all: Set<String>, environment: Set<String>) {
    let declaration = try Regex(
      #"public (?:(?:static|final|mutating|nonisolated) )*"#
        + #"(?:func|var|let|struct|class|enum|protocol|typealias|macro) (\w+)"#)
    var all = Set<String>()
    var environment = Set<String>()
    for module in ["Decl", "DeclCombine"] {
      let folder = package.appendingPathComponent("Sources/\(module)")
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        let names = text.matches(of: declaration).compactMap { $0.output[1].substring }
        all.formUnion(names.map(String.init))
        if text.contains("extension EnvironmentValues") {
          environment.formUnion(names.map(String.init))
        }
      }
    }
    return (all, environment)
  }

  @Test func namesAreReadFromCells() {
    #expect(
      Self.names(in: "`accessibilityLabel(_:)`, `@GestureState`")
        == ["accessibilityLabel", "GestureState"])
    #expect(Self.names(in: "`Animation.spring`") == ["spring"])
  }
}
