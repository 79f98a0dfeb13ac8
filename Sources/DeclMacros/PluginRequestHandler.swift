/// Answers the compiler's plugin messages: its capability question, and the expansion of each
/// `#Preview`, `@Previewable` and `@Entry` use.
enum PluginRequestHandler {
  /// The protocol version this plugin speaks (the compiler's `PluginMessage` version 7:
  /// unified `expandMacroResult` replies).
  static let protocolVersion = 7

  /// The reply to `message`.
  static func reply(to message: [String: Any]) -> [String: Any] {
    if message["getCapability"] != nil {
      return ["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]]
    }
    if let request = message["expandFreestandingMacro"] as? [String: Any] {
      return expandFreestanding(request)
    }
    if let request = message["expandAttachedMacro"] as? [String: Any] {
      let macro = request["macro"] as? [String: Any]
      if (macro?["typeName"] as? String) == "EntryMacro" { return expandEntry(request) }
      // `@Previewable` adds nothing where it is written: `#Preview` moves the declaration it
      // marks into the preview's view.
      return result(source: "", diagnostics: [])
    }
    if message["loadPluginLibrary"] != nil {
      return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [] as [Any]]]
    }
    return result(
      source: nil,
      diagnostics: [diagnostic("DeclMacros does not understand this request", file: "", offset: 0)])
  }

  private static func expandFreestanding(_ request: [String: Any]) -> [String: Any] {
    let syntax = request["syntax"] as? [String: Any] ?? [:]
    let location = syntax["location"] as? [String: Any] ?? [:]
    let fileName = location["fileName"] as? String ?? ""
    let offset = location["offset"] as? Int ?? 0
    let source = syntax["source"] as? String ?? ""
    let discriminator = request["discriminator"] as? String ?? ""
    let macroName = (request["macro"] as? [String: Any])?["name"] as? String ?? "Preview"
    let site = PreviewExpansion.Site(
      discriminator: discriminator, fileID: location["fileID"] as? String ?? fileName,
      line: location["line"] as? Int ?? 0)
    switch PreviewExpansion.expand(source, macroName: macroName, site: site) {
    case .success(let expanded):
      return result(source: expanded, diagnostics: [])
    case .failure(let error):
      return result(
        source: nil,
        diagnostics: [diagnostic(error.message, file: fileName, offset: offset + error.offset)])
    }
  }

  private static func expandEntry(_ request: [String: Any]) -> [String: Any] {
    let declaration = request["declSyntax"] as? [String: Any] ?? [:]
    let location = declaration["location"] as? [String: Any] ?? [:]
    let around = (request["lexicalContext"] as? [[String: Any]] ?? []).compactMap {
      $0["source"] as? String
    }
    switch EntryExpansion.expand(
      declaration["source"] as? String ?? "", role: request["macroRole"] as? String ?? "",
      context: EntryExpansion.Context(lexicalContext: around))
    {
    case .success(let expanded):
      return result(source: expanded, diagnostics: [])
    case .failure(let failure):
      return result(
        source: nil,
        diagnostics: [
          diagnostic(
            failure.message, file: location["fileName"] as? String ?? "",
            offset: location["offset"] as? Int ?? 0)
        ])
    }
  }

  private static func result(source: String?, diagnostics: [[String: Any]]) -> [String: Any] {
    var body: [String: Any] = ["diagnostics": diagnostics]
    if let source { body["expandedSource"] = source }
    return ["expandMacroResult": body]
  }

  private static func diagnostic(_ message: String, file: String, offset: Int) -> [String: Any] {
    [
      "message": message, "severity": "error",
      "position": ["fileName": file, "offset": offset],
      "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any],
    ]
  }
}
