import Foundation

// The file importer, exporter and mover: a terminal has no system file panel, so they present
// a sheet that browses the file system (Enter on a folder opens it, ".." goes up) with a field
// for typing a path or a file name. A path typed in the field may be absolute, start with "~",
// or be relative to the folder shown.

/// What a file dialog is for.
package enum FileDialogPurpose {
  /// Choose files to open, of the allowed types; several when `multiple`.
  case importer(allowed: [UTType], multiple: Bool)
  /// Choose where to save, with a file name (`defaultFilename`) when there is one document.
  case exporter(defaultFilename: String?, needsFilename: Bool)
  /// Choose the folder to move files into.
  case mover
}

/// The sheet of a file dialog: the folder shown, its entries, the typed path, and buttons.
struct FileDialogView: View {
  let purpose: FileDialogPurpose
  let settings: FileDialogSettings
  /// Runs with the chosen files (importer), the file or folder to save to (exporter), or the
  /// folder to move to (mover).
  let confirm: ([URL]) -> Void
  let cancel: () -> Void

  @State private var directory: URL
  @State private var typed: String
  @State private var selected: [URL] = []

  init(
    purpose: FileDialogPurpose, settings: FileDialogSettings,
    confirm: @escaping ([URL]) -> Void, cancel: @escaping () -> Void
  ) {
    self.purpose = purpose
    self.settings = settings
    self.confirm = confirm
    self.cancel = cancel
    let start =
      settings.defaultDirectory
      ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    _directory = State(initialValue: start.standardizedFileURL)
    if case .exporter(let name, _) = purpose {
      _typed = State(initialValue: name ?? "")
    } else {
      _typed = State(initialValue: "")
    }
  }

  private var title: String {
    switch purpose {
    case .importer: "Open"
    case .exporter: "Save"
    case .mover: "Move"
    }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(title).bold()
      if let message = settings.message { message.foregroundStyle(.secondary) }
      Text(directory.path).foregroundStyle(.secondary)
      List {
        if directory.path != "/" {
          Button("..") { open(directory.deletingLastPathComponent()) }
        }
        ForEach(entries, id: \.self) { entry in
          entryRow(entry)
        }
      }
      HStack {
        Text(fieldLabel)
        TextField(fieldPrompt, text: $typed).onSubmit(confirmTyped)
      }
      HStack {
        Button("Cancel", role: .cancel) { cancel() }
        Spacer()
        Button(action: confirmButton) { settings.confirmationLabel ?? Text(title) }
      }
    }
    .padding(.horizontal, 1)
  }

  private var fieldLabel: String {
    if case .exporter = purpose { return settings.filenameLabel?.plainString ?? "Save As:" }
    return "Path:"
  }

  private var fieldPrompt: String {
    if case .exporter = purpose { return "File name" }
    return "Type a path"
  }

  @ViewBuilder private func entryRow(_ entry: URL) -> some View {
    let isDirectory = Self.isDirectory(entry)
    let name = entry.lastPathComponent + (isDirectory ? "/" : "")
    let enabled = isDirectory || isChoosable(entry)
    let mark = selected.contains(entry) ? "✓ " : ""
    Button(mark + name) {
      if isDirectory {
        open(entry)
      } else {
        choose(entry)
      }
    }
    .disabled(!enabled)
  }

  /// The folder's entries: folders first, then files, each by name; hidden ones only when
  /// the browser options say.
  private var entries: [URL] {
    let showsHidden = settings.browserOptions.contains(.includeHiddenFiles)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let urls = names.filter { showsHidden || !$0.hasPrefix(".") }
      .map { directory.appendingPathComponent($0) }
    let folders = urls.filter(Self.isDirectory).sorted {
      $0.lastPathComponent < $1.lastPathComponent
    }
    let files = urls.filter { !Self.isDirectory($0) }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    switch purpose {
    case .mover: return folders
    default: return folders + files
    }
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Whether a file may be chosen: of an allowed type (importer) and enabled.
  private func isChoosable(_ url: URL) -> Bool {
    if let isEnabled = settings.isEnabled, !isEnabled(url) { return false }
    guard case .importer(let allowed, _) = purpose, !allowed.isEmpty else { return true }
    let type = UTType.of(fileAt: url)
    return allowed.contains { type.conforms(to: $0) }
  }

  private func open(_ folder: URL) {
    directory = folder.standardizedFileURL
    selected = []
  }

  /// A file was chosen in the list: the importer opens it (or marks it, choosing several),
  /// the exporter takes its name.
  private func choose(_ file: URL) {
    switch purpose {
    case .importer(_, let multiple):
      if multiple {
        if let index = selected.firstIndex(of: file) {
          selected.remove(at: index)
        } else {
          selected.append(file)
        }
      } else {
        confirm([file])
      }
    case .exporter:
      typed = file.lastPathComponent
    case .mover:
      break
    }
  }

  /// The typed path, resolved against the folder shown.
  private var typedURL: URL? {
    let path = typed.trimmingCharacters(in: .whitespaces)
    guard !path.isEmpty else { return nil }
    let expanded = (path as NSString).expandingTildeInPath
    if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded).standardizedFileURL }
    return directory.appendingPathComponent(expanded).standardizedFileURL
  }

  private func confirmTyped() {
    guard let url = typedURL else {
      confirmButton()
      return
    }
    if Self.isDirectory(url), !isMover {
      open(url)
      typed = ""
      return
    }
    switch purpose {
    case .importer:
      if FileManager.default.fileExists(atPath: url.path), isChoosable(url) { confirm([url]) }
    case .exporter(_, let needsFilename):
      confirm([needsFilename ? url : url.deletingLastPathComponent()])
    case .mover:
      confirm([url])
    }
  }

  private var isMover: Bool {
    if case .mover = purpose { return true }
    return false
  }

  /// The confirming button: opens the marked files, saves under the typed name, moves into
  /// the folder shown.
  private func confirmButton() {
    switch purpose {
    case .importer:
      if !selected.isEmpty {
        confirm(selected)
      } else if typedURL != nil {
        confirmTyped()
      }
    case .exporter(_, let needsFilename):
      if needsFilename {
        if typedURL != nil { confirmTyped() }
      } else {
        confirm([directory])
      }
    case .mover:
      confirm([typedURL ?? directory])
    }
  }
}

/// The errors a file dialog completes with.
package enum FileDialogError: Error, CustomStringConvertible {
  case noDocument
  case nothingToMove

  package var description: String {
    switch self {
    case .noDocument: "There is no document to export."
    case .nothingToMove: "There is no file to move."
    }
  }
}

/// Presents a file dialog as a sheet while `isPresented` is true; a dismissal that chose
/// nothing (Escape) cancels.
struct FileDialogModifier: ViewModifier {
  let isPresented: Binding<Bool>
  let purpose: FileDialogPurpose
  /// Runs with the dialog's choice; returns after completing the caller's action.
  let complete: ([URL]) -> Void
  let cancel: (() -> Void)?
  @Environment(\.fileDialogSettings) private var settings

  func body(content: Content) -> some View {
    content.sheet(
      isPresented: Binding(
        get: { isPresented.wrappedValue },
        set: { shown in
          if !shown, isPresented.wrappedValue {
            isPresented.wrappedValue = false
            cancel?()
          }
        })
    ) {
      FileDialogView(
        purpose: purpose, settings: settings,
        confirm: { urls in
          isPresented.wrappedValue = false
          complete(urls)
        },
        cancel: {
          isPresented.wrappedValue = false
          cancel?()
        })
    }
  }
}
