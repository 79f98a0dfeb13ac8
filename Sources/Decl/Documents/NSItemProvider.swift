import Foundation

#if !canImport(Darwin)
  /// Items handed over by a drop or a paste, each registered under the uniform type
  /// identifiers of the forms it can be loaded as. Linux's Foundation has none; this is
  /// Foundation's, for the items a terminal can hand over: text and file URLs (a file dropped
  /// on a terminal window arrives as its pasted path).
  open class NSItemProvider: @unchecked Sendable {
    private var items: [(type: String, value: Any)] = []
    /// The name the system suggests for the item (a file's name).
    open var suggestedName: String?

    public init() {}

    /// An item of type `typeIdentifier` (a string or data).
    public init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
      if let item, let typeIdentifier { items.append((typeIdentifier, item)) }
    }

    /// A provider of the file at `fileURL`: its file URL, and its contents as its type.
    public convenience init?(contentsOf fileURL: URL?) {
      guard let fileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
      self.init()
      items.append((UTType.fileURL.identifier, fileURL))
      items.append((UTType.of(fileAt: fileURL).identifier, fileURL))
      suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// A provider of a string, as plain text.
    public convenience init(object: String) {
      self.init()
      items.append((UTType.utf8PlainText.identifier, object))
    }

    /// A provider of a URL (a file URL is also a file of its type).
    public convenience init(object: URL) {
      self.init()
      if object.isFileURL {
        items.append((UTType.fileURL.identifier, object))
        items.append((UTType.of(fileAt: object).identifier, object))
      } else {
        items.append((UTType.url.identifier, object))
      }
    }

    /// The identifiers the items are registered under, in order.
    open var registeredTypeIdentifiers: [String] { items.map(\.type) }

    /// Whether an item's type conforms to `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      item(conformingTo: typeIdentifier) != nil
    }

    /// Whether an item's type conforms to one of `contentTypes`.
    package func hasItem(conformingToAnyOf contentTypes: [UTType]) -> Bool {
      contentTypes.contains { hasItemConformingToTypeIdentifier($0.identifier) }
    }

    private func item(conformingTo typeIdentifier: String) -> Any? {
      let wanted = UTType(typeIdentifier) ?? UTType(exportedAs: typeIdentifier)
      return items.first { entry in
        (UTType(entry.type) ?? UTType(exportedAs: entry.type)).conforms(to: wanted)
      }?.value
    }

    /// Loads the item of `typeIdentifier`: a file URL as its URL's data, text as a string.
    /// The handler runs before this returns.
    open func loadItem(
      forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
      completionHandler: ((_ item: (any NSSecureCoding)?, _ error: (any Error)?) -> Void)? = nil
    ) {
      guard let value = item(conformingTo: typeIdentifier) else {
        completionHandler?(nil, CocoaError(.fileReadUnsupportedScheme))
        return
      }
      if let url = value as? URL {
        completionHandler?(url.dataRepresentation as NSData, nil)
      } else if let text = value as? String {
        completionHandler?(NSString(string: text), nil)
      } else {
        completionHandler?(value as? any NSSecureCoding, nil)
      }
    }

    /// Loads the item of `typeIdentifier` as data: a file's contents, or text as UTF-8.
    @discardableResult
    open func loadDataRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping (_ data: Data?, _ error: (any Error)?) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      switch item(conformingTo: typeIdentifier) {
      case let url as URL where url.isFileURL:
        do { completionHandler(try Data(contentsOf: url), nil) } catch {
          completionHandler(nil, error)
        }
      case let url as URL: completionHandler(Data(url.absoluteString.utf8), nil)
      case let text as String: completionHandler(Data(text.utf8), nil)
      case let data as Data: completionHandler(data, nil)
      default: completionHandler(nil, CocoaError(.fileReadUnsupportedScheme))
      }
      progress.completedUnitCount = 1
      return progress
    }

    /// Loads the item of `typeIdentifier` as a file: the dropped file itself.
    @discardableResult
    open func loadFileRepresentation(
      forTypeIdentifier typeIdentifier: String,
      completionHandler: @escaping (_ url: URL?, _ error: (any Error)?) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      if let url = item(conformingTo: typeIdentifier) as? URL, url.isFileURL {
        completionHandler(url, nil)
      } else {
        completionHandler(nil, CocoaError(.fileReadUnsupportedScheme))
      }
      progress.completedUnitCount = 1
      return progress
    }

    /// Whether an item can be loaded as a `T` (a `String` or a `URL`).
    open func canLoadObject<T>(ofClass aClass: T.Type) -> Bool {
      loadedObject(T.self) != nil
    }

    /// Loads an item as a `T` (a `String` or a `URL`); the handler runs before this returns.
    @discardableResult
    open func loadObject<T>(
      ofClass aClass: T.Type, completionHandler: @escaping (T?, (any Error)?) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      if let object = loadedObject(T.self) {
        completionHandler(object, nil)
      } else {
        completionHandler(nil, CocoaError(.fileReadUnsupportedScheme))
      }
      progress.completedUnitCount = 1
      return progress
    }

    private func loadedObject<T>(_ type: T.Type) -> T? {
      for (_, value) in items {
        if let object = value as? T { return object }
        if T.self == String.self, let url = value as? URL {
          return (url.isFileURL ? url.path : url.absoluteString) as? T
        }
      }
      return nil
    }
  }
#endif
