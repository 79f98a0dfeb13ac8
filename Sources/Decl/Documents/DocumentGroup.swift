import Foundation

/// A document app's scene: the editor of one document. A terminal program opens the file named
/// by its first argument (`notes notes.txt`), or creates it there when it does not exist yet,
/// and saves every change to it as it is made; without an argument it edits a new, unsaved
/// document (an iPhone's document browser has no terminal counterpart).
///
/// ```swift
/// @main struct NotesApp: App {
///   var body: some Scene {
///     DocumentGroup(newDocument: TextFile()) { file in TextEditor(text: file.$document.text) }
///   }
/// }
/// ```
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
  private let makeRoot: @MainActor (URL?) -> AnyView

  public typealias Body = Never

  package var rootView: any View { makeRoot(DocumentLaunch.fileURL) }
}

extension DocumentGroup where Document: FileDocument {
  /// Edits a value document, new ones made by `newDocument`.
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    makeRoot = { url in
      AnyView(
        FileDocumentWindow(fileURL: url, isEditable: true, newDocument: newDocument, editor: editor)
      )
    }
  }

  /// Shows a value document without editing it.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    makeRoot = { url in
      AnyView(FileDocumentWindow(fileURL: url, isEditable: false, newDocument: nil, editor: viewer))
    }
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// Edits an object document, new ones made by `newDocument`.
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    makeRoot = { url in
      AnyView(
        ReferenceDocumentWindow(
          fileURL: url, isEditable: true, newDocument: newDocument, editor: editor))
    }
  }

  /// Shows an object document without editing it.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    makeRoot = { url in
      AnyView(
        ReferenceDocumentWindow(fileURL: url, isEditable: false, newDocument: nil, editor: viewer))
    }
  }
}

/// The file a document app was started with: its first argument that is not an option.
@MainActor
package enum DocumentLaunch {
  /// The program's arguments, set by `App.main` (tests leave them empty).
  package static var arguments: [String] = []

  package static var fileURL: URL? {
    guard let path = arguments.dropFirst().first(where: { !$0.hasPrefix("-") }) else {
      return nil
    }
    return URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
  }
}

/// The window of a value document: reads the file (a new document when there is none), hands
/// the editor a binding whose every change is written back to the file.
struct FileDocumentWindow<Document: FileDocument, Content: View>: View {
  let fileURL: URL?
  let isEditable: Bool
  let newDocument: (() -> Document)?
  let editor: (FileDocumentConfiguration<Document>) -> Content
  @State private var state: LoadedDocument<Document>?

  init(
    fileURL: URL?, isEditable: Bool, newDocument: (() -> Document)?,
    editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    self.fileURL = fileURL
    self.isEditable = isEditable
    self.newDocument = newDocument
    self.editor = editor
    _state = State(initialValue: LoadedDocument(fileURL: fileURL, newDocument: newDocument))
  }

  var body: some View {
    if let loaded = state, let document = loaded.document {
      let url = loaded.savesTo
      let binding = Binding<Document>(
        get: { state?.document ?? document },
        set: { newValue in
          state?.document = newValue
          state?.saveError = nil
          guard let url else { return }
          do { try newValue.write(to: url) } catch { state?.saveError = "\(error)" }
        })
      let editable = isEditable && loaded.error == nil
      editor(FileDocumentConfiguration(document: binding, fileURL: url, isEditable: editable))
        .environment(
          \.documentConfiguration, DocumentConfiguration(isEditable: editable, fileURL: url))
    } else {
      DocumentErrorView(message: state?.error ?? "No document to show", fileURL: fileURL)
    }
  }
}

/// A document as the window has it: read from the file, or new, and what went wrong.
struct LoadedDocument<Document> {
  var document: Document?
  /// The file changes are written to: the file read, or the one to create.
  var savesTo: URL?
  var error: String?
  var saveError: String?

  init(fileURL: URL?, newDocument: (() -> Document)?) where Document: FileDocument {
    if let fileURL, FileManager.default.fileExists(atPath: fileURL.path) {
      do {
        document = try Document.read(from: fileURL)
        savesTo = FileManager.default.isWritableFile(atPath: fileURL.path) ? fileURL : nil
      } catch {
        self.error = "Could not open \(fileURL.path): \(error)"
      }
    } else {
      document = newDocument?()
      savesTo = fileURL
    }
  }

  init(fileURL: URL?, newDocument: (() -> Document)?) where Document: ReferenceFileDocument {
    if let fileURL, FileManager.default.fileExists(atPath: fileURL.path) {
      do {
        document = try Document.read(from: fileURL)
        savesTo = FileManager.default.isWritableFile(atPath: fileURL.path) ? fileURL : nil
      } catch {
        self.error = "Could not open \(fileURL.path): \(error)"
      }
    } else {
      document = newDocument?()
      savesTo = fileURL
    }
  }
}

/// The window of an object document: reads the file, and writes a snapshot after each change
/// the document announces.
struct ReferenceDocumentWindow<Document: ReferenceFileDocument, Content: View>: View {
  let isEditable: Bool
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content
  let fileURL: URL?
  @State private var state: LoadedDocument<Document>

  init(
    fileURL: URL?, isEditable: Bool, newDocument: (() -> Document)?,
    editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    self.fileURL = fileURL
    self.isEditable = isEditable
    self.editor = editor
    _state = State(initialValue: LoadedDocument(fileURL: fileURL, newDocument: newDocument))
  }

  var body: some View {
    if let document = state.document {
      let url = state.savesTo
      let editable = isEditable && state.error == nil
      editor(
        ReferenceFileDocumentConfiguration(document: document, fileURL: url, isEditable: editable)
      )
      .environment(
        \.documentConfiguration, DocumentConfiguration(isEditable: editable, fileURL: url)
      )
      .onReceive(document.objectWillChange) { _ in
        guard let url else { return }
        // `objectWillChange` comes before the change: write once it is made.
        Task { @MainActor in try? document.write(to: url) }
      }
    } else {
      DocumentErrorView(message: state.error ?? "No document to show", fileURL: fileURL)
    }
  }
}

/// What a document window shows when it has no document: why.
struct DocumentErrorView: View {
  let message: String
  let fileURL: URL?

  var body: some View {
    VStack(spacing: 1) {
      Text(fileURL?.lastPathComponent ?? "Document").bold()
      Text(message).foregroundStyle(.secondary)
    }
  }
}
