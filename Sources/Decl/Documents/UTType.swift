import Foundation

#if canImport(Darwin)
  @_exported import UniformTypeIdentifiers
#else
  /// A uniform type identifier: what kind of data a file or a dragged item holds
  /// ("public.plain-text"), with its file name extension and the types it conforms to.
  /// Linux has no UniformTypeIdentifiers framework; this is the part SwiftUI code uses
  /// (`UTType.plainText`, `UTType(filenameExtension:)`, `conforms(to:)`, `UTType(exportedAs:)`).
  public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, as "public.json".
    public let identifier: String
    /// The file name extension files of the type have, if any.
    public let preferredFilenameExtension: String?
    /// The MIME type of the type's data, if any.
    public let preferredMIMEType: String?
    /// The identifiers of the types this one conforms to directly.
    private let parents: [String]

    public var description: String { identifier }

    private init(
      _ identifier: String, _ fileExtension: String? = nil, mime: String? = nil,
      conformsTo parents: [String]
    ) {
      self.identifier = identifier
      preferredFilenameExtension = fileExtension
      preferredMIMEType = mime
      self.parents = parents
    }

    /// The type with `identifier`, when it is one Decl knows.
    public init?(_ identifier: String) {
      guard let known = Self.known.first(where: { $0.identifier == identifier }) else {
        return nil
      }
      self = known
    }

    /// The type of files with `filenameExtension`, conforming to `supertype`; a type of its own
    /// ("dyn.ext") when no known type has the extension.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
      let lowered = filenameExtension.lowercased()
      if let known = Self.known.first(where: {
        $0.preferredFilenameExtension == lowered || Self.alternates[lowered] == $0.identifier
      }), known.conforms(to: supertype) {
        self = known
        return
      }
      guard !lowered.isEmpty else { return nil }
      self.init("dyn.\(lowered)", lowered, conformsTo: [supertype.identifier])
    }

    /// The type of data with `mimeType`, conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
      guard let known = Self.known.first(where: { $0.preferredMIMEType == mimeType }),
        known.conforms(to: supertype)
      else { return nil }
      self = known
    }

    /// A type the app declares, conforming to `parentType` (data, unless said).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
      if let known = UTType(identifier) {
        self = known
        return
      }
      let fileExtension = identifier.split(separator: ".").last.map(String.init)
      self.init(identifier, fileExtension, conformsTo: [(parentType ?? .data).identifier])
    }

    /// A type another app declares, conforming to `parentType` (data, unless said).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// Whether the type is `type` or conforms to it, directly or through its parents.
    public func conforms(to type: UTType) -> Bool {
      if identifier == type.identifier || type.identifier == "public.item" { return true }
      return parents.contains { parent in
        parent == type.identifier || (UTType(parent)?.conforms(to: type) ?? false)
      }
    }

    /// Whether `type` conforms to this one.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The types this one conforms to, directly or not.
    public var supertypes: Set<UTType> {
      var found = Set<UTType>()
      for parent in parents.compactMap(UTType.init) {
        found.insert(parent)
        found.formUnion(parent.supertypes)
      }
      return found
    }

    /// Whether the system declares the type (rather than an app).
    public var isDeclared: Bool { !identifier.hasPrefix("dyn.") }
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    public var isPublicType: Bool { identifier.hasPrefix("public.") }
    /// A short description of the type, its identifier.
    public var localizedDescription: String? { identifier }

    public static let item = UTType("public.item", conformsTo: [])
    public static let content = UTType("public.content", conformsTo: ["public.item"])
    public static let data = UTType("public.data", conformsTo: ["public.item"])
    public static let text = UTType("public.text", conformsTo: ["public.data", "public.content"])
    public static let plainText = UTType(
      "public.plain-text", "txt", mime: "text/plain", conformsTo: ["public.text"])
    public static let utf8PlainText = UTType(
      "public.utf8-plain-text", conformsTo: ["public.plain-text"])
    public static let utf16PlainText = UTType(
      "public.utf16-plain-text", conformsTo: ["public.plain-text"])
    public static let utf8TabSeparatedText = UTType(
      "public.utf8-tab-separated-values-text", "tsv", conformsTo: ["public.plain-text"])
    public static let delimitedText = UTType(
      "public.delimited-values-text", conformsTo: ["public.text"])
    public static let commaSeparatedText = UTType(
      "public.comma-separated-values-text", "csv", mime: "text/csv",
      conformsTo: ["public.delimited-values-text"])
    public static let tabSeparatedText = UTType(
      "public.tab-separated-values-text", "tsv", conformsTo: ["public.delimited-values-text"])
    public static let rtf = UTType(
      "public.rtf", "rtf", mime: "text/rtf", conformsTo: ["public.text"])
    public static let html = UTType(
      "public.html", "html", mime: "text/html", conformsTo: ["public.text"])
    public static let xml = UTType(
      "public.xml", "xml", mime: "application/xml", conformsTo: ["public.text"])
    public static let json = UTType(
      "public.json", "json", mime: "application/json", conformsTo: ["public.text"])
    public static let yaml = UTType(
      "public.yaml", "yaml", mime: "application/x-yaml", conformsTo: ["public.text"])
    public static let propertyList = UTType(
      "com.apple.property-list", "plist", conformsTo: ["public.data"])
    public static let sourceCode = UTType("public.source-code", conformsTo: ["public.plain-text"])
    public static let swiftSource = UTType(
      "public.swift-source", "swift", conformsTo: ["public.source-code"])
    public static let script = UTType("public.script", conformsTo: ["public.source-code"])
    public static let shellScript = UTType(
      "public.shell-script", "sh", conformsTo: ["public.script"])
    public static let pythonScript = UTType(
      "public.python-script", "py", conformsTo: ["public.script"])
    public static let image = UTType("public.image", conformsTo: ["public.data", "public.content"])
    public static let png = UTType(
      "public.png", "png", mime: "image/png", conformsTo: ["public.image"])
    public static let jpeg = UTType(
      "public.jpeg", "jpeg", mime: "image/jpeg", conformsTo: ["public.image"])
    public static let gif = UTType(
      "com.compuserve.gif", "gif", mime: "image/gif", conformsTo: ["public.image"])
    public static let heic = UTType("public.heic", "heic", conformsTo: ["public.image"])
    public static let svg = UTType(
      "public.svg-image", "svg", mime: "image/svg+xml", conformsTo: ["public.image"])
    public static let pdf = UTType(
      "com.adobe.pdf", "pdf", mime: "application/pdf",
      conformsTo: ["public.data", "public.content"])
    public static let audiovisualContent = UTType(
      "public.audiovisual-content", conformsTo: ["public.data", "public.content"])
    public static let movie = UTType("public.movie", conformsTo: ["public.audiovisual-content"])
    public static let video = UTType("public.video", conformsTo: ["public.movie"])
    public static let mpeg4Movie = UTType(
      "public.mpeg-4", "mp4", mime: "video/mp4", conformsTo: ["public.movie"])
    public static let audio = UTType("public.audio", conformsTo: ["public.audiovisual-content"])
    public static let mp3 = UTType(
      "public.mp3", "mp3", mime: "audio/mpeg", conformsTo: ["public.audio"])
    public static let archive = UTType("public.archive", conformsTo: ["public.data"])
    public static let zip = UTType(
      "public.zip-archive", "zip", mime: "application/zip", conformsTo: ["public.archive"])
    public static let url = UTType("public.url", conformsTo: ["public.data"])
    public static let fileURL = UTType("public.file-url", conformsTo: ["public.url"])
    public static let folder = UTType("public.folder", conformsTo: ["public.directory"])
    public static let directory = UTType("public.directory", conformsTo: ["public.item"])
    public static let package = UTType("com.apple.package", conformsTo: ["public.directory"])
    public static let executable = UTType("public.executable", conformsTo: ["public.item"])
    public static let database = UTType("public.database", conformsTo: ["public.data"])
    public static let vCard = UTType(
      "public.vcard", "vcf", mime: "text/vcard", conformsTo: ["public.text"])
    public static let emailMessage = UTType(
      "com.apple.mail.email", "eml", conformsTo: ["public.data"])
    public static let font = UTType("public.font", conformsTo: ["public.data"])
    public static let spreadsheet = UTType(
      "public.spreadsheet", conformsTo: ["public.data", "public.content"])
    public static let presentation = UTType(
      "public.presentation", conformsTo: ["public.data", "public.content"])
    public static let log = UTType("public.log", "log", conformsTo: ["public.plain-text"])

    /// The types `UTType("…")` and `UTType(filenameExtension:)` know.
    private static let known: [UTType] = [
      .item, .content, .data, .text, .plainText, .utf8PlainText, .utf16PlainText,
      .utf8TabSeparatedText, .delimitedText, .commaSeparatedText, .tabSeparatedText, .rtf, .html,
      .xml, .json, .yaml, .propertyList, .sourceCode, .swiftSource, .script, .shellScript,
      .pythonScript, .image, .png, .jpeg, .gif, .heic, .svg, .pdf, .audiovisualContent, .movie,
      .video, .mpeg4Movie, .audio, .mp3, .archive, .zip, .url, .fileURL, .folder, .directory,
      .package, .executable, .database, .vCard, .emailMessage, .font, .spreadsheet,
      .presentation, .log,
    ]

    /// Other extensions of known types.
    private static let alternates: [String: String] = [
      "text": "public.plain-text", "md": "public.plain-text", "markdown": "public.plain-text",
      "jpg": "public.jpeg", "htm": "public.html", "yml": "public.yaml", "mov": "public.movie",
      "m4v": "public.mpeg-4",
    ]
  }
#endif

extension UTType {
  /// The type of the file at `url`: a directory's or its extension's (data when it has none).
  package static func of(fileAt url: URL) -> UTType {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return .folder
    }
    return UTType(filenameExtension: url.pathExtension) ?? .data
  }
}
