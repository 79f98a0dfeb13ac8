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
      isPresented, defaultFilename, contentType, cancel: nil,
      write: { url in
        guard let document else { throw FileDialogError.noDocument }
        try document.write(to: url, as: contentType)
      }, onCompletion: onCompletion)
  }

  /// Presents a file browser for saving `document` as `contentType`.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    exporter(
      isPresented, defaultFilename, contentType, cancel: nil,
      write: { url in
        guard let document else { throw FileDialogError.noDocument }
        try document.write(to: url, as: contentType)
      }, onCompletion: onCompletion)
  }

  /// Presents a file browser for saving `document` as the first of `contentTypes`;
  /// `onCancellation` runs when it is closed without saving.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    let type = contentTypes.first ?? D.writableContentTypes.first ?? .data
    return exporter(
      isPresented, defaultFilename, type, cancel: onCancellation,
      write: { url in
        guard let document else { throw FileDialogError.noDocument }
        try document.write(to: url, as: type)
      }, onCompletion: onCompletion)
  }

  /// Presents a file browser for saving `document` as the first of `contentTypes`.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    let type = contentTypes.first ?? D.writableContentTypes.first ?? .data
    return exporter(
      isPresented, defaultFilename, type, cancel: onCancellation,
      write: { url in
        guard let document else { throw FileDialogError.noDocument }
        try document.write(to: url, as: type)
      }, onCompletion: onCompletion)
  }

  /// Presents a folder browser for saving `documents` into the folder chosen, named
  /// "Untitled", "Untitled 2", ….
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument {
    let documents = Array(documents)
    return folderExporter(
      isPresented, contentType, count: documents.count, cancel: nil,
      write: { index, url in try documents[index].write(to: url, as: contentType) },
      onCompletion: onCompletion)
  }

  /// Presents a folder browser for saving `documents` into the folder chosen.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: ReferenceFileDocument {
    let documents = Array(documents)
    return folderExporter(
      isPresented, contentType, count: documents.count, cancel: nil,
      write: { index, url in try documents[index].write(to: url, as: contentType) },
      onCompletion: onCompletion)
  }

  /// Presents a folder browser for saving `documents`; `onCancellation` runs when it is
  /// closed without saving.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element: FileDocument {
    let documents = Array(documents)
    let type = contentTypes.first ?? C.Element.writableContentTypes.first ?? .data
    return folderExporter(
      isPresented, type, count: documents.count, cancel: onCancellation,
      write: { index, url in try documents[index].write(to: url, as: type) },
      onCompletion: onCompletion)
  }

  /// Presents a folder browser for saving `documents`; `onCancellation` runs when it is
  /// closed without saving.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element: ReferenceFileDocument {
    let documents = Array(documents)
    let type = contentTypes.first ?? C.Element.writableContentTypes.first ?? .data
    return folderExporter(
      isPresented, type, count: documents.count, cancel: onCancellation,
      write: { index, url in try documents[index].write(to: url, as: type) },
      onCompletion: onCompletion)
  }

  /// A dialog that saves one document under the name typed, given the type's extension when
  /// the name has none.
  private func exporter(
    _ isPresented: Binding<Bool>, _ defaultFilename: String?, _ type: UTType,
    cancel: (() -> Void)?, write: @escaping (URL) throws -> Void,
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
              try write(url)
              return url
            })
        }, cancel: cancel))
  }

  /// A dialog that saves several documents into the folder chosen.
  private func folderExporter(
    _ isPresented: Binding<Bool>, _ type: UTType, count: Int, cancel: (() -> Void)?,
    write: @escaping (Int, URL) throws -> Void,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    modifier(
      FileDialogModifier(
        isPresented: isPresented, purpose: .exporter(defaultFilename: nil, needsFilename: false),
        complete: { folders in
          guard let folder = folders.first else { return }
          onCompletion(
            Result {
              try (0..<count).map { index in
                var name = index == 0 ? "Untitled" : "Untitled \(index + 1)"
                if let ext = type.preferredFilenameExtension { name += ".\(ext)" }
                let url = folder.appendingPathComponent(name)
                try write(index, url)
                return url
              }
            })
        }, cancel: cancel))
  }
}
