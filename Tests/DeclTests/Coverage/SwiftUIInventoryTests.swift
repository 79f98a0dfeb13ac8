import Foundation
import Testing

/// Keeps `docs/SwiftUI-coverage.md`, the inventory `docs/swiftui-api.tsv` it is generated from,
/// the generated `SwiftUIInventoryProbes.swift` (which must compile) and the sources in step.
@Suite struct SwiftUIInventoryTests {
  /// One inventory row.
  struct Entry: CustomStringConvertible {
    var id: String
    var family: String
    var kind: String
    var owner: String
    var name: String
    var labels: String
    var deprecated: String
    var inDecl: Bool
    var probed: Bool

    var description: String { "\(id) \(owner.isEmpty ? "" : owner + ".")\(name)\(labels)" }
  }

  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let advice = "run Scripts/swiftui-coverage.py"

  static func text(_ path: String) throws -> String {
    try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
  }

  static func entries() throws -> [Entry] {
    var columns: [String]?
    var entries: [Entry] = []
    for line in try text("docs/swiftui-api.tsv").split(separator: "\n") where !line.hasPrefix("#") {
      let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard let columns else {
        columns = cells
        continue
      }
      let row = Dictionary(uniqueKeysWithValues: zip(columns, cells))
      entries.append(
        Entry(
          id: row["id"] ?? "", family: row["family"] ?? "", kind: row["kind"] ?? "",
          owner: row["owner"] ?? "", name: row["name"] ?? "", labels: row["labels"] ?? "",
          deprecated: row["deprecated"] ?? "", inDecl: row["decl"] == "yes",
          probed: row["probe"] == "yes"))
    }
    return entries
  }

  @Test func theInventoryIsLargeAndEveryProbedEntryIsInDecl() throws {
    let entries = try Self.entries()
    #expect(entries.count >= 2500)
    #expect(Set(entries.map(\.id)).count == entries.count, "ids repeat")
    for entry in entries where entry.probed {
      #expect(entry.inDecl, "\(entry) is probed but not marked in Decl: \(Self.advice)")
    }
    // Deprecated API real code still uses is part of the inventory.
    for name in ["NavigationView", "foregroundColor", "cornerRadius", "navigationBarItems"] {
      #expect(entries.contains { $0.name == name && !$0.deprecated.isEmpty }, "\(name)")
    }
  }

  /// The probe file calls exactly the entries the inventory marks probed.
  @Test func theProbeFileMatchesTheInventory() throws {
    let probes = try Self.text("Tests/DeclTests/Coverage/SwiftUIInventoryProbes.swift")
    let probed = Set(
      probes.split(separator: "\n").filter { $0.hasPrefix("  // ") }.compactMap {
        $0.dropFirst(5).split(separator: " ").first.map(String.init)
      })
    let marked = Set(try Self.entries().filter(\.probed).map(\.id))
    #expect(probed == marked, "the probe file is out of date: \(Self.advice)")
  }

  /// The page's table is the inventory counted by family.
  @Test func thePageCountsTheInventory() throws {
    let entries = try Self.entries()
    let page = try Self.text("docs/SwiftUI-coverage.md")
    for (family, members) in Dictionary(grouping: entries, by: \.family) {
      let have = members.filter(\.inDecl).count
      let percent = String(format: "%.1f", 100 * Double(have) / Double(members.count))
      let row =
        "| \(family) | \(members.count) | \(have) | \(percent)% | \(members.filter(\.probed).count) |"
      #expect(page.contains(row), "no row \(row): \(Self.advice)")
    }
    let have = entries.filter(\.inDecl).count
    #expect(page.contains("**Overall: \(have) of \(entries.count) entries"), "\(Self.advice)")
  }

  /// A `View` modifier the inventory says Decl lacks (no overload of that name at all) is not
  /// declared in an `extension View` of the sources.
  @Test func missingViewModifiersAreNotDeclared() throws {
    let entries = try Self.entries().filter { $0.owner == "View" && $0.kind == "func" }
    let present = Set(entries.filter(\.inDecl).map(\.name))
    let missing = Set(entries.filter { !$0.inDecl }.map(\.name)).subtracting(present)
    #expect(!missing.isEmpty)
    var declared = Set<String>()
    let function = try Regex(#"public (?:nonisolated )?func (\w+)"#)
    for module in ["Decl", "DeclRender"] {
      let folder = Self.package.appendingPathComponent("Sources/\(module)")
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        guard text.contains("extension View") else { continue }
        declared.formUnion(
          text.matches(of: function).compactMap { $0.output[1].substring }.map(String.init))
      }
    }
    for name in missing.sorted() {
      let isDeclared = declared.contains(name)
      #expect(!isDeclared, "View.\(name) is declared in Sources: \(Self.advice)")
    }
  }
}
