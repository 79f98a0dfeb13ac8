import DeclTesting
import SwiftUI
import Testing
import UniformTypeIdentifiers

/// A Markdown document as an iOS document app declares it, with Apple's imports only.
struct MarkdownFile: FileDocument {
  static var readableContentTypes: [UTType] {
    [UTType(importedAs: "net.daringfireball.markdown"), .plainText]
  }
  var text: String

  init(text: String = "# Title") { self.text = text }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else {
      throw CocoaError(.fileReadCorruptFile)
    }
    text = String(decoding: data, as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

/// `import UniformTypeIdentifiers` gives a document file `UTType`.
@MainActor
struct DocumentFileTests {
  @Test func aDocumentFileCompilesWithAppleImports() throws {
    let type = MarkdownFile.readableContentTypes[0]
    #expect(type.identifier == "net.daringfireball.markdown")
    #expect(MarkdownFile.writableContentTypes == MarkdownFile.readableContentTypes)
    let wrapper = try MarkdownFile(text: "hi").fileWrapper(
      configuration: FileDocumentWriteConfiguration(contentType: .plainText, existingFile: nil))
    #expect(wrapper.regularFileContents == Data("hi".utf8))
  }
}
