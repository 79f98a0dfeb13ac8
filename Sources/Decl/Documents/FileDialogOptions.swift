import Foundation

/// What the file dialogs inside show (`fileDialogBrowserOptions`).
public struct FileDialogBrowserOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Lists the contents of packages (folders shown as one file on a Mac): kept (a terminal
  /// lists every folder's contents).
  public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
  /// Lists files whose names start with a dot.
  public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
  /// Shows file name extensions (a terminal always does).
  public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

/// What the `fileDialog…` modifiers set for the file dialogs inside.
package struct FileDialogSettings {
  package var defaultDirectory: URL?
  package var message: Text?
  package var confirmationLabel: Text?
  package var filenameLabel: Text?
  package var browserOptions: FileDialogBrowserOptions = []
  package var isEnabled: (@Sendable (URL) -> Bool)?
  package var customizationID: String?
  package var importsUnresolvedAliases = false
}

extension EnvironmentValues {
  @Entry package var fileDialogSettings: FileDialogSettings = FileDialogSettings()
}

extension View {
  /// Sets the folder the file dialogs inside start in (the working directory otherwise).
  public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
    transformEnvironment(\.fileDialogSettings) { $0.defaultDirectory = defaultDirectory }
  }

  /// Sets the message the file dialogs inside show under their title.
  public func fileDialogMessage(_ message: Text?) -> some View {
    transformEnvironment(\.fileDialogSettings) { $0.message = message }
  }

  /// Sets the message the file dialogs inside show under their title.
  public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
    fileDialogMessage(Text(messageKey))
  }

  /// Sets the message the file dialogs inside show under their title.
  @_disfavoredOverload
  public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
    fileDialogMessage(Text(message))
  }

  /// Sets the label of the file dialogs' confirming button ("Open", "Save", "Move").
  public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
    transformEnvironment(\.fileDialogSettings) { $0.confirmationLabel = label }
  }

  /// Sets the label of the file dialogs' confirming button.
  public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
    fileDialogConfirmationLabel(Text(labelKey))
  }

  /// Sets the label of the file dialogs' confirming button.
  @_disfavoredOverload
  public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
    fileDialogConfirmationLabel(Text(label))
  }

  /// Sets the label of a file exporter's file name field ("Save As:").
  public func fileExporterFilenameLabel(_ label: Text?) -> some View {
    transformEnvironment(\.fileDialogSettings) { $0.filenameLabel = label }
  }

  /// Sets the label of a file exporter's file name field.
  public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
    fileExporterFilenameLabel(Text(labelKey))
  }

  /// Sets the label of a file exporter's file name field.
  @_disfavoredOverload
  public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
    fileExporterFilenameLabel(Text(label))
  }

  /// Sets which files the file dialogs inside let the user choose; the rest are listed dimmed.
  public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View {
    transformEnvironment(\.fileDialogSettings) { settings in
      settings.isEnabled = { url in (try? predicate.evaluate(url)) ?? false }
    }
  }

  /// Sets what the file dialogs inside list (hidden files).
  public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
    transformEnvironment(\.fileDialogSettings) { $0.browserOptions = options }
  }

  /// Names the dialog so the system remembers its state: kept.
  public func fileDialogCustomizationID(_ id: String) -> some View {
    transformEnvironment(\.fileDialogSettings) { $0.customizationID = id }
  }

  /// Sets whether importing an alias imports the alias rather than its target: kept (a
  /// terminal's dialogs follow symbolic links).
  public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View {
    transformEnvironment(\.fileDialogSettings) { $0.importsUnresolvedAliases = imports }
  }
}
