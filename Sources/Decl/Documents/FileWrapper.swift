import Foundation

#if !canImport(Darwin)
  /// A file or a folder of files held in memory, as documents read and write them
  /// (`FileDocument`). Linux's Foundation has no `FileWrapper`; this is Foundation's, for
  /// regular files and directories (symbolic links are read as the files they point to).
  open class FileWrapper: @unchecked Sendable {
    /// How a file wrapper reads from disk.
    public struct ReadingOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let immediate = ReadingOptions(rawValue: 1 << 0)
      public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a file wrapper writes to disk.
    public struct WritingOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let atomic = WritingOptions(rawValue: 1 << 0)
      public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Kind {
      case file(Data)
      case directory([String: FileWrapper])
    }

    private var kind: Kind
    /// The name the wrapper would like when written into a directory.
    open var preferredFilename: String?
    /// The name the wrapper was read from or last written to.
    open var filename: String?
    /// The file's attributes (kept, not written).
    open var fileAttributes: [String: Any] = [:]

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
      kind = .file(contents)
    }

    /// A directory holding `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
      for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
        child.preferredFilename = name
      }
      kind = .directory(childrenByPreferredName)
    }

    /// The file or directory at `url`, read now.
    public init(url: URL, options: ReadingOptions = []) throws {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
      }
      if isDirectory.boolValue {
        var children: [String: FileWrapper] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
          children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
        }
        kind = .directory(children)
      } else {
        kind = .file(try Data(contentsOf: url))
      }
      filename = url.lastPathComponent
      preferredFilename = url.lastPathComponent
    }

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool {
      if case .file = kind { return true }
      return false
    }

    /// Whether the wrapper is a directory.
    open var isDirectory: Bool {
      if case .directory = kind { return true }
      return false
    }

    /// Whether the wrapper is a symbolic link: never (links are read as what they point to).
    open var isSymbolicLink: Bool { false }

    /// A regular file's contents; nil for a directory.
    open var regularFileContents: Data? {
      if case .file(let data) = kind { return data }
      return nil
    }

    /// A directory's children by name; nil for a regular file.
    open var fileWrappers: [String: FileWrapper]? {
      if case .directory(let children) = kind { return children }
      return nil
    }

    /// Adds a child to a directory under its preferred name, and returns the name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
      guard case .directory(var children) = kind else { return "" }
      var name = child.preferredFilename ?? "Untitled"
      var number = 2
      let base = name
      while children[name] != nil {
        name = "\(base) \(number)"
        number += 1
      }
      children[name] = child
      kind = .directory(children)
      return name
    }

    /// Adds a regular file holding `data` to a directory, and returns its name.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String
    {
      let child = FileWrapper(regularFileWithContents: data)
      child.preferredFilename = fileName
      return addFileWrapper(child)
    }

    /// Removes a child from a directory.
    open func removeFileWrapper(_ child: FileWrapper) {
      guard case .directory(var children) = kind else { return }
      children = children.filter { $0.value !== child }
      kind = .directory(children)
    }

    /// Writes the wrapper to `url`: a file's contents, or a directory and its children.
    open func write(
      to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil
    ) throws {
      switch kind {
      case .file(let data):
        try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
      case .directory(let children):
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, child) in children {
          try child.write(to: url.appendingPathComponent(name), options: options)
        }
      }
      if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    /// Reads the wrapper again from `url`.
    open func read(from url: URL, options: ReadingOptions = []) throws {
      let fresh = try FileWrapper(url: url, options: options)
      kind = fresh.kind
      filename = fresh.filename
    }

    /// Whether the file at `url` differs from the wrapper: whether its contents do.
    open func matchesContents(of url: URL) -> Bool {
      guard let other = try? FileWrapper(url: url) else { return false }
      return other.regularFileContents == regularFileContents
        && other.fileWrappers?.keys.sorted() == fileWrappers?.keys.sorted()
    }
  }
#endif
