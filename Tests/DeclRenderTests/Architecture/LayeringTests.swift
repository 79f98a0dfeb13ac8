import Testing

/// The direction of dependencies between the renderer's targets and inside them, read from the
/// sources: which folder declares each type, and which folders' files name it.
@Suite struct LayeringTests {
  /// The renderer's targets, each with the folders below it that the checks tell apart
  /// (`DeclGraph` is one folder, `Graph`).
  static let targets = ["DeclCanvas", "DeclInput", "DeclTerminal", "DeclGraph", "DeclRender"]

  /// The folder a file of a renderer target is in, as the layers name it.
  static func folder(of file: SourceScan.File) -> String {
    if file.path.hasPrefix("Sources/DeclGraph/") { return "Graph" }
    return String(file.folder.split(separator: "/").first ?? "")
  }

  /// The files of every renderer target, but `DeclRender/Exports.swift` (its re-exports only).
  static let files = targets.flatMap { SourceScan(target: $0).files }.filter {
    !folder(of: $0).isEmpty
  }

  /// For each folder of the renderer's targets, the folders whose types its files name.
  static let uses: [String: Set<String>] = {
    let topFolder = folder(of:)
    // Types declared at the top level of a file (not nested, not private to the file).
    var owner: [Substring: String] = [:]
    let kinds: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
    for file in files {
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
    for file in files {
      let folder = topFolder(file)
      // A type a file declares privately (a cache's `Key`) is what that name means there.
      var own: Set<Substring> = []
      for line in file.lines {
        let words = SourceScan.identifiers(in: line)
        if let index = words.firstIndex(where: { kinds.contains($0) }), index + 1 < words.count,
          words[..<index].contains("private") || words[..<index].contains("fileprivate")
        {
          own.insert(words[index + 1])
        }
      }
      for line in file.lines {
        for word in SourceScan.identifiers(in: withoutStringText(line)) where !own.contains(word) {
          if let other = owner[word], other != folder { uses[folder, default: []].insert(other) }
        }
      }
    }
    return uses
  }()

  /// A line without the text of its string literals (a message naming a type is no use of
  /// it); interpolated code stays. A multi-line string's lines are left as they are.
  static func withoutStringText(_ line: String) -> String {
    var kept = ""
    var inString = false
    var escaped = false
    var depth = 0  // parentheses open inside an interpolation
    for character in line {
      if !inString || depth > 0 {
        kept.append(character)
        if character == "\"" && depth == 0 {
          inString = true
        } else if depth > 0 {
          if character == "(" { depth += 1 }
          if character == ")" { depth -= 1 }
        }
      } else if escaped {
        escaped = false
        if character == "(" {
          depth = 1
          kept.append(" ")
        }
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        inString = false
        kept.append(character)
      }
    }
    return kept
  }

  /// The graph core (the `DeclGraph` target: identity, reconciliation, invalidation, the
  /// behaviour protocols, the drawing contract) knows no node kind, no terminal and no test
  /// tool, and reaches input routing and layout only through protocols of its own
  /// (`FocusCoordinator`, `FramePhases`). The compiler keeps it so (the target depends on
  /// `Decl`, `DeclCanvas` and `DeclInput` alone); this says it in words.
  @Test func theGraphNamesNoNodeKindTerminalOrTestTool() {
    let graph = Self.uses["Graph"] ?? []
    #expect(graph.contains("Canvas"), "the scan found what Graph uses")
    #expect(
      graph.intersection([
        "Nodes", "Routing", "Layout", "Rendering", "Runtime", "Testing", "Terminal", "Input",
        "Encoding", "Backend",
      ])
        == [])
  }

  /// Which target each folder is in, and that each target names only its own folders and
  /// those of the targets below it (the package's dependencies say the same to the compiler).
  @Test func eachTargetUsesOnlyTheTargetsBelowIt() {
    let below: [String: Set<String>] = [
      "DeclCanvas": [], "DeclInput": [], "DeclTerminal": ["DeclCanvas", "DeclInput"],
      "DeclGraph": ["DeclCanvas", "DeclInput"],
      "DeclRender": ["DeclCanvas", "DeclInput", "DeclTerminal", "DeclGraph"],
    ]
    var target: [String: String] = [:]
    for file in Self.files {
      target[Self.folder(of: file)] = String(file.path.split(separator: "/")[1])
    }
    #expect(target["Graph"] == "DeclGraph" && target["Nodes"] == "DeclRender")
    for (folder, others) in Self.uses {
      guard let own = target[folder] else { continue }
      let allowed = (below[own] ?? []).union([own])
      let outside = others.filter { !allowed.contains(target[$0] ?? "") }
      #expect(outside.isEmpty, "\(folder) (\(own)) uses \(outside.sorted())")
    }
  }

  /// Input routing and layout reach a kind only through the capability protocols of
  /// `Graph/Capabilities/` (and the key tables of `Keys/`), so a new kind needs no change there.
  @Test func routingAndLayoutNameNoNodeKind() {
    #expect(Self.uses["Routing"]?.contains("Graph") == true, "the scan found what Routing uses")
    #expect(Self.uses["Routing"]?.contains("Nodes") == false)
    #expect(Self.uses["Layout"]?.contains("Nodes") == false)
    #expect(Self.uses["Keys"]?.intersection(["Graph", "Routing", "Nodes"]) == [])
  }

  /// The folders as ARCHITECTURE.md draws them, top to bottom: each uses only folders of the
  /// layers below its own.
  static let layers: [[String]] = [
    ["Runtime"], ["Testing"], ["Rendering"], ["Routing"], ["Nodes"], ["Layout"],
    ["Graph", "Encoding", "Backend"], ["Input"], ["Terminal"], ["Draw", "Keys"],
    ["Raster", "Events"], ["Canvas", "Statistics"], ["Images", "Unicode"],
  ]

  /// Every folder is in a layer, and uses only what lies below it.
  @Test func everyFolderUsesOnlyTheLayersBelowIt() {
    let layer = Dictionary(
      uniqueKeysWithValues: Self.layers.enumerated().flatMap { index, folders in
        folders.map { ($0, index) }
      })
    let folders = Set(Self.files.map(Self.folder(of:)))
    #expect(folders.subtracting(layer.keys) == [], "a folder ARCHITECTURE.md's layers lack")
    for (folder, others) in Self.uses {
      let upward = others.filter { other in (layer[other] ?? .max) <= (layer[folder] ?? .max) }
      #expect(upward.isEmpty, "\(folder) uses \(upward.sorted()), which are not below it")
    }
  }

  /// No two folders use each other: every dependency inside a target points one way, as
  /// ARCHITECTURE.md's layers draw them.
  @Test func noFolderPairDependsBothWays() {
    var pairs: [String] = []
    for (folder, others) in Self.uses {
      for other in others where folder < other && Self.uses[other]?.contains(folder) == true {
        pairs.append("\(folder) <-> \(other)")
      }
    }
    #expect(pairs.sorted() == [])
  }

  /// The scan reads the code of an interpolation but not a message's words.
  @Test func aMessageNamingATypeIsNoUse() {
    #expect(
      Self.withoutStringText(#"warn("see TerminalApp.quit \(node.name)") + x"#)
        == #"warn(" node.name)") + x"#)
  }
}
