import Testing

/// The direction of dependencies inside `DeclRender`, read from the sources: which folder
/// declares each type, and which folders' files name it.
@Suite struct LayeringTests {
  /// For each folder of `DeclRender`, the folders whose types its files name.
  static let uses: [String: Set<String>] = {
    let scan = SourceScan(target: "DeclRender")
    let topFolder = { (file: SourceScan.File) in
      String(file.folder.split(separator: "/").first ?? "")
    }
    // Types declared at the top level of a file (not nested, not private to the file).
    var owner: [Substring: String] = [:]
    let kinds: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
    for file in scan.files {
      for line in file.lines where !(line.first?.isWhitespace ?? true) {
        let words = SourceScan.identifiers(in: line)
        guard let index = words.firstIndex(where: { kinds.contains($0) }),
          index + 1 < words.count, !words[..<index].contains("private"),
          !words[..<index].contains("fileprivate")
        else { continue }
        owner[words[index + 1]] = owner[words[index + 1]] ?? topFolder(file)
      }
    }
    var uses: [String: Set<String>] = [:]
    for file in scan.files {
      let folder = topFolder(file)
      for line in file.lines {
        for word in SourceScan.identifiers(in: line) {
          if let other = owner[word], other != folder { uses[folder, default: []].insert(other) }
        }
      }
    }
    return uses
  }()

  /// The graph core (identity, reconciliation, invalidation, the behaviour protocols, the
  /// drawing contract) knows no node kind, no terminal and no test tool, and reaches input
  /// routing and layout only through protocols of its own (`FocusCoordinator`).
  @Test func theGraphNamesNoNodeKindTerminalOrTestTool() {
    let graph = Self.uses["Graph"] ?? []
    #expect(graph.contains("Canvas"), "the scan found what Graph uses")
    #expect(
      graph.intersection(["Nodes", "Focus", "Layout", "Backend", "Encoding", "Runtime", "Testing"])
        == [])
  }

  /// Input routing and layout reach a kind only through the capability protocols of
  /// `Graph/Capabilities/` (and the key tables of `Keys/`), so a new kind needs no change there.
  @Test func focusAndLayoutNameNoNodeKind() {
    #expect(Self.uses["Focus"]?.contains("Graph") == true, "the scan found what Focus uses")
    #expect(Self.uses["Focus"]?.contains("Nodes") == false)
    #expect(Self.uses["Layout"]?.contains("Nodes") == false)
    #expect(Self.uses["Keys"]?.intersection(["Graph", "Focus", "Nodes"]) == [])
  }

  /// Pairs of folders that use each other. None should; these are left from the app runner's
  /// headless and fuzzing modes (`Runtime` runs a `TestHost`, `TestHost` a `FrameRenderer`) and its crash
  /// handler (`Backend` flushes `Runtime`'s storage), and from the terminal capability layer
  /// (`Terminal/` holds the escape sequences `Backend`, `Encoding` and `Input` write and parse,
  /// and still reads their colour depth, output and key types); the list may only shrink.
  @Test func noNewFolderPairDependsBothWays() {
    var pairs: [String] = []
    for (folder, others) in Self.uses {
      for other in others where folder < other && Self.uses[other]?.contains(folder) == true {
        pairs.append("\(folder) <-> \(other)")
      }
    }
    #expect(
      pairs.sorted() == [
        "Backend <-> Runtime", "Backend <-> Terminal", "Encoding <-> Terminal",
        "Input <-> Terminal", "Runtime <-> Testing",
      ])
  }
}
