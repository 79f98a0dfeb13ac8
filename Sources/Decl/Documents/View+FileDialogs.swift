import Foundation

extension View {
  // MARK: Importing

  /// Presents a file browser for choosing a file of `allowedContentTypes` to open; Enter on a
  /// folder opens it, on a file chooses it, and a path can be typed.
  ///
  /// ```swift
  /// .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
  ///   if case .success(let url) = result { text = (try? String(contentsOf: url)) ?? "" }
  /// }
  /// ```
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    modifier(
      FileDialogModifier(
        isPresented: isPresented, purpose: .importer(allowed: allowedContentTypes, multiple: false),
        complete: { urls in
          if let url = urls.first { onCompletion(.success(url)) }
        }, cancel: nil))
  }

  /// Presents a file browser for choosing files to open; with `allowsMultipleSelection`, Enter
  /// marks files and the Open button opens the marked ones.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View {
    modifier(
      FileDialogModifier(
        isPresented: isPresented,
        purpose: .importer(allowed: allowedContentTypes, multiple: allowsMultipleSelection),
        complete: { onCompletion(.success($0)) }, cancel: nil))
  }

  /// Presents a file browser for choosing files to open; `onCancellation` runs when it is
  /// closed without a choice.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      FileDialogModifier(
        isPresented: isPresented,
        purpose: .importer(allowed: allowedContentTypes, multiple: allowsMultipleSelection),
        complete: { onCompletion(.success($0)) }, cancel: onCancellation))
  }

  // MARK: Moving

  /// Presents a folder browser for moving `file` into the folder chosen.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    fileMover(
      isPresented: isPresented, file: file, onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents a folder browser for moving `file`; `onCancellation` runs when it is closed
  /// without a choice.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      FileDialogModifier(
        isPresented: isPresented, purpose: .mover,
        complete: { folders in
          onCompletion(
            Result {
              guard let file, let folder = folders.first else {
                throw FileDialogError.nothingToMove
              }
              return try Self.move([file], into: folder)[0]
            })
        }, cancel: onCancellation))
  }

  /// Presents a folder browser for moving `files` into the folder chosen.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == URL {
    fileMover(
      isPresented: isPresented, files: files, onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents a folder browser for moving `files`; `onCancellation` runs when it is closed
  /// without a choice.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element == URL {
    let files = Array(files)
    return modifier(
      FileDialogModifier(
        isPresented: isPresented, purpose: .mover,
        complete: { folders in
          onCompletion(
            Result {
              guard let folder = folders.first, !files.isEmpty else {
                throw FileDialogError.nothingToMove
              }
              return try Self.move(files, into: folder)
            })
        }, cancel: onCancellation))
  }

  /// Moves `files` into `folder`, and returns where they are now.
  private static func move(_ files: [URL], into folder: URL) throws -> [URL] {
    try files.map { file in
      let target = folder.appendingPathComponent(file.lastPathComponent)
      if target.standardizedFileURL != file.standardizedFileURL {
        try FileManager.default.moveItem(at: file, to: target)
      }
      return target
    }
  }

  // MARK: Exporting

  /// Presents a file browser for saving `document` as `contentType`, under a name the user
  /// types (`defaultFilename` to start with).
  ///
  /// ```swift
  /// .fileExporter(isPresented: $exporting, document: TextFile(text: text),
  ///               contentType: .plainText, defaultFilename: "Notes") { result in … }
  /// ```
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    exporter(
      isPresented, defaultFilename, contentType, cancel: nil, document: document?.write(to:as:),
      onCompletion: onCompletion)
  }

  /// Presents a file browser for saving `document` as `contentType`.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    exporter(
      isPresented, defaultFilename, contentType, cancel: nil, document: document?.write(to:as:),
      onCompletion: onCompletion)
  }

  /// Presents a file browser for saving `document` as the first of `contentTypes`;
  /// `onCancellation` runs when it is closed without saving.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    exporter(
      isPresented, defaultFilename,
      UTType.written(as: contentTypes.first, writable: D.writableContentTypes),
      cancel: onCancellation, document: document?.write(to:as:), onCompletion: onCompletion)
  }

  /// Presents a file browser for saving `document` as the first of `contentTypes`.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    exporter(
      isPresented, defaultFilename,
      UTType.written(as: contentTypes.first, writable: D.writableContentTypes),
      cancel: onCancellation, document: document?.write(to:as:), onCompletion: onCompletion)
  }

  /// Presents a folder browser for saving `documents` into the folder chosen, named
  /// "Untitled", "Untitled 2", ….
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument {
    folderExporter(
      isPresented, contentType, cancel: nil, documents: documents.map { $0.write(to:as:) },
      onCompletion: onCompletion)
  }

  /// Presents a folder browser for saving `documents` into the folder chosen.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: ReferenceFileDocument {
    folderExporter(
      isPresented, contentType, cancel: nil, documents: documents.map { $0.write(to:as:) },
      onCompletion: onCompletion)
  }

  /// Presents a folder browser for saving `documents`; `onCancellation` runs when it is
  /// closed without saving.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element: FileDocument {
    folderExporter(
      isPresented, UTType.written(as: contentTypes.first, writable: C.Element.writableContentTypes),
      cancel: onCancellation, documents: documents.map { $0.write(to:as:) },
      onCompletion: onCompletion)
  }

  /// Presents a folder browser for saving `documents`; `onCancellation` runs when it is
  /// closed without saving.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element: ReferenceFileDocument {
    folderExporter(
      isPresented, UTType.written(as: contentTypes.first, writable: C.Element.writableContentTypes),
      cancel: onCancellation, documents: documents.map { $0.write(to:as:) },
      onCompletion: onCompletion)
  }

  /// What writes a document to a file, as a type: its `write(to:as:)`.
  private typealias DocumentWriter = (URL, UTType?) throws -> Void

  /// A dialog that saves one document (none: the save fails) as `type` under the name typed,
  /// given the type's extension when the name has none.
  private func exporter(
    _ isPresented: Binding<Bool>, _ defaultFilename: String?, _ type: UTType,
    cancel: (() -> Void)?, document write: DocumentWriter?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    modifier(
      FileDialogModifier(
        isPresented: isPresented,
        purpose: .exporter(defaultFilename: defaultFilename, needsFilename: true),
        complete: { urls in
          guard var url = urls.first else { return }
          if url.pathExtension.isEmpty, let ext = type.preferredFilenameExtension {
            url.appendPathExtension(ext)
          }
          onCompletion(
            Result {
              guard let write else { throw FileDialogError.noDocument }
              try write(url, type)
              return url
            })
        }, cancel: cancel))
  }

  /// A dialog that saves several documents as `type` into the folder chosen.
  private func folderExporter(
    _ isPresented: Binding<Bool>, _ type: UTType, cancel: (() -> Void)?,
    documents: [DocumentWriter], onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    modifier(
      FileDialogModifier(
        isPresented: isPresented, purpose: .exporter(defaultFilename: nil, needsFilename: false),
        complete: { folders in
          guard let folder = folders.first else { return }
          onCompletion(
            Result {
              try documents.enumerated().map { index, write in
                var name = index == 0 ? "Untitled" : "Untitled \(index + 1)"
                if let ext = type.preferredFilenameExtension { name += ".\(ext)" }
                let url = folder.appendingPathComponent(name)
                try write(url, type)
                return url
              }
            })
        }, cancel: cancel))
  }
}
