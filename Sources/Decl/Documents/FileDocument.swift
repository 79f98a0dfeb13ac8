import Foundation

/// A document a document app reads from and writes to a file, as a value.
///
/// ```swift
/// struct TextFile: FileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///   var text = ""
///   init() {}
///   init(configuration: ReadConfiguration) throws {
///     text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///   }
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
public protocol FileDocument {
  /// The types of files the document reads.
  static var readableContentTypes: [UTType] { get }
  /// The types of files the document writes; those it reads, unless said.
  static var writableContentTypes: [UTType] { get }
  /// Reads the document from a file.
  init(configuration: ReadConfiguration) throws
  /// The file the document is written as.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The types the document reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document a document app reads and writes, as an observable object whose snapshots are
/// written.
public protocol ReferenceFileDocument: ObservableObject {
  /// What is written: a copy of the document's contents taken at one moment.
  associatedtype Snapshot
  /// The types of files the document reads.
  static var readableContentTypes: [UTType] { get }
  /// The types of files the document writes; those it reads, unless said.
  static var writableContentTypes: [UTType] { get }
  /// Reads the document from a file.
  init(configuration: ReadConfiguration) throws
  /// A snapshot of the document to write as `contentType`.
  func snapshot(contentType: UTType) throws -> Snapshot
  /// The file a snapshot is written as.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The types the document reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads: the file and its type.
public struct FileDocumentReadConfiguration {
  /// The file's type.
  public let contentType: UTType
  /// The file.
  public let file: FileWrapper

  package init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}

extension FileDocumentReadConfiguration {
  /// The file at `url`, to be read as the first of the `readable` types it is (the first of
  /// them when it is none).
  package init(fileAt url: URL, readable: [UTType]) throws {
    let file = try FileWrapper(url: url)
    let type = UTType.of(fileAt: url)
    self.init(
      contentType: readable.first { type.conforms(to: $0) } ?? readable.first ?? type, file: file)
  }
}

extension UTType {
  /// The type a document is written as: the one `asked` for, else the first it can write, else
  /// plain data.
  package static func written(as asked: UTType?, writable: [UTType]) -> UTType {
    asked ?? writable.first ?? .data
  }
}

/// What a document writes: the type to write, and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file already on disk, when the document was read from one.
  public let existingFile: FileWrapper?

  package init(contentType: UTType, existingFile: FileWrapper?) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}

/// A value document as a document group's editor gets it: the document (a binding), its file
/// and whether it can be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
  @Binding public var document: Document
  /// The file the document is kept in; nil for a new document not saved yet.
  public let fileURL: URL?
  /// Whether the document can be edited (false when viewing, or when the file is read-only).
  public let isEditable: Bool

  package init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
    _document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}

/// An object document as a document group's editor gets it.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  @ObservedObject public var document: Document
  /// The file the document is kept in; nil for a new document not saved yet.
  public let fileURL: URL?
  /// Whether the document can be edited.
  public let isEditable: Bool

  package init(document: Document, fileURL: URL?, isEditable: Bool) {
    _document = ObservedObject(wrappedValue: document)
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}

/// The document a view inside a document group shows (`@Environment(\.documentConfiguration)`).
public struct DocumentConfiguration: Sendable {
  /// Whether the document can be edited.
  public let isEditable: Bool
  /// The file the document is kept in.
  public let fileURL: URL?

  package init(isEditable: Bool, fileURL: URL?) {
    self.isEditable = isEditable
    self.fileURL = fileURL
  }
}

extension EnvironmentValues {
  /// The document of the document group around, if any.
  @Entry public var documentConfiguration: DocumentConfiguration? = nil
}

extension FileDocument {
  /// The document read from the file at `url`, of the first readable type the file is.
  package static func read(from url: URL) throws -> Self {
    try Self(configuration: ReadConfiguration(fileAt: url, readable: readableContentTypes))
  }

  /// Writes the document to `url` as `type` (its first writable type unless said).
  package func write(to url: URL, as type: UTType? = nil) throws {
    let type = UTType.written(as: type, writable: Self.writableContentTypes)
    try fileWrapper(configuration: WriteConfiguration(contentType: type, existingFile: nil))
      .write(to: url, options: .atomic)
  }
}

extension ReferenceFileDocument {
  /// The document read from the file at `url`.
  package static func read(from url: URL) throws -> Self {
    try Self(configuration: ReadConfiguration(fileAt: url, readable: readableContentTypes))
  }

  /// Writes a snapshot of the document to `url` as `type` (its first writable type unless
  /// said).
  package func write(to url: URL, as type: UTType? = nil) throws {
    let type = UTType.written(as: type, writable: Self.writableContentTypes)
    let snapshot = try snapshot(contentType: type)
    try fileWrapper(
      snapshot: snapshot, configuration: WriteConfiguration(contentType: type, existingFile: nil)
    ).write(to: url, options: .atomic)
  }
}
