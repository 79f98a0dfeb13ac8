import Decl
import Foundation
import Testing

@testable import DeclRender

/// A plain-text document, as document apps write one.
private struct TextFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text: String

  init(text: String = "") { self.text = text }

  init(configuration: ReadConfiguration) throws {
    text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

/// A folder with a text file, a JSON file, a hidden file and a subfolder.
private func makeFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("decl-file-dialog-\(UUID().uuidString)")
  try FileManager.default.createDirectory(
    at: folder.appendingPathComponent("drafts"), withIntermediateDirectories: true)
  try Data("hello".utf8).write(to: folder.appendingPathComponent("notes.txt"))
  try Data("{}".utf8).write(to: folder.appendingPathComponent("data.json"))
  try Data("x".utf8).write(to: folder.appendingPathComponent(".hidden"))
  try Data("draft".utf8).write(to: folder.appendingPathComponent("drafts/first.txt"))
  return folder
}

private struct Importer: View {
  let folder: URL
  let multiple: Bool
  @State private var isImporting = false
  @State private var result = "none"

  var body: some View {
    VStack {
      Button("Import") { isImporting = true }
      Text("Result: \(result)")
    }
    .fileImporter(
      isPresented: $isImporting, allowedContentTypes: [.plainText],
      allowsMultipleSelection: multiple
    ) { outcome in
      switch outcome {
      case .success(let urls): result = urls.map(\.lastPathComponent).joined(separator: ",")
      case .failure(let error): result = "error \(error)"
      }
    } onCancellation: {
      result = "cancelled"
    }
    .fileDialogDefaultDirectory(folder)
    .fileDialogMessage("Choose notes")
  }
}

private struct Exporter: View {
  let folder: URL
  @State private var isExporting = false
  @State private var result = "none"

  var body: some View {
    VStack {
      Button("Export") { isExporting = true }
      Text("Result: \(result)")
    }
    .fileExporter(
      isPresented: $isExporting, document: TextFile(text: "saved text"),
      contentType: .plainText, defaultFilename: "Report"
    ) { outcome in
      switch outcome {
      case .success(let url): result = url.lastPathComponent
      case .failure(let error): result = "error \(error)"
      }
    }
    .fileDialogDefaultDirectory(folder)
  }
}

private struct Mover: View {
  let file: URL
  let folder: URL
  @State private var isMoving = false
  @State private var result = "none"

  var body: some View {
    VStack {
      Button("Move") { isMoving = true }
      Text("Result: \(result)")
    }
    .fileMover(isPresented: $isMoving, file: file) { outcome in
      switch outcome {
      case .success(let url): result = url.deletingLastPathComponent().lastPathComponent
      case .failure(let error): result = "error \(error)"
      }
    }
    .fileDialogDefaultDirectory(folder)
  }
}

@MainActor
@Suite struct FileDialogTests {
  @Test func theImporterListsTheFolderAndOpensTheFileChosen() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(width: 60, height: 20) { Importer(folder: folder, multiple: false) }
    host.tap("Import")
    #expect(host.screen.contains("Choose notes"))
    #expect(host.screen.contains("drafts/"))
    #expect(host.screen.contains("notes.txt"))
    #expect(!host.screen.contains(".hidden"))
    // A JSON file is listed but is not a plain-text file: it cannot be chosen.
    #expect(!host.element("data.json").isEnabled)
    host.tap("notes.txt")
    #expect(host.screen.contains("Result: notes.txt"))
    #expect(!host.screen.contains("drafts/"))
  }

  @Test func theImporterOpensFoldersAndChoosesSeveralFiles() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(width: 60, height: 20) { Importer(folder: folder, multiple: true) }
    host.tap("Import")
    host.tap("drafts/")
    #expect(host.screen.contains("first.txt"))
    host.tap("first.txt")
    #expect(host.screen.contains("✓ first.txt"))
    host.tap("Open")
    #expect(host.screen.contains("Result: first.txt"))
  }

  @Test func theImporterOpensATypedPath() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(width: 60, height: 20) { Importer(folder: folder, multiple: false) }
    host.tap("Import")
    host.tap("Type a path")
    host.type("drafts/first.txt")
    host.send(.enter)
    #expect(host.screen.contains("Result: first.txt"))
  }

  @Test func closingTheImporterWithoutAChoiceCancels() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(width: 60, height: 20) { Importer(folder: folder, multiple: false) }
    host.tap("Import")
    host.tap("Cancel")
    #expect(host.screen.contains("Result: cancelled"))
  }

  @Test func theExporterWritesTheDocumentUnderTheTypedName() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = TestHost(width: 60, height: 20) { Exporter(folder: folder) }
    host.tap("Export")
    #expect(host.screen.contains("Save As:"))
    host.tap("Save")
    #expect(host.screen.contains("Result: Report.txt"))
    let written = try String(
      contentsOf: folder.appendingPathComponent("Report.txt"), encoding: .utf8)
    #expect(written == "saved text")
  }

  @Test func theMoverMovesTheFileIntoTheFolderChosen() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("notes.txt")
    let host = TestHost(width: 60, height: 20) { Mover(file: file, folder: folder) }
    host.tap("Move")
    // The mover lists folders only.
    #expect(!host.screen.contains("notes.txt"))
    host.tap("drafts/")
    host.tap("Move")
    #expect(host.screen.contains("Result: drafts"))
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("drafts/notes.txt").path)
    )
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func aDocumentGroupOpensItsFileAndSavesEachChange() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("notes.txt")
    DocumentLaunch.arguments = ["notes", url.path]
    defer { DocumentLaunch.arguments = [] }
    let scene = DocumentGroup(newDocument: TextFile()) { file in
      VStack {
        Text("Text: \(file.document.text)")
        Text("File: \(file.fileURL?.lastPathComponent ?? "none")")
        Button("Append") { file.document.text += "!" }
      }
    }
    let host = TestHost(width: 40, height: 6) { AnyView(scene.terminalRootView) }
    #expect(host.screen.contains("Text: hello"))
    #expect(host.screen.contains("File: notes.txt"))
    host.tap("Append")
    #expect(host.screen.contains("Text: hello!"))
    #expect(try String(contentsOf: url, encoding: .utf8) == "hello!")
  }
}
