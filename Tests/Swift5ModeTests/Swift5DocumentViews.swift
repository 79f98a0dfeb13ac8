// Document, drop and effect code as written for Swift 5: a file document, a reference
// document, a drop delegate, a geometry effect, a custom scroll target behavior and a hosting
// controller must compile in Swift 5 language mode.
import Decl
import Foundation

struct Swift5TextFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text = ""

  init(text: String = "") { self.text = text }

  init(configuration: ReadConfiguration) throws {
    text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

final class Swift5Notes: ReferenceFileDocument {
  static var readableContentTypes: [UTType] { [.json] }
  @Published var lines: [String] = []

  init() {}

  init(configuration: ReadConfiguration) throws {
    let data = configuration.file.regularFileContents ?? Data()
    lines = (try? JSONDecoder().decode([String].self, from: data)) ?? []
  }

  func snapshot(contentType: UTType) throws -> [String] { lines }

  func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
  }
}

struct Swift5DropDelegate: DropDelegate {
  @Binding var count: Int

  func performDrop(info: DropInfo) -> Bool {
    count += info.itemProviders(for: [.plainText]).count
    return true
  }

  func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .copy) }
}

struct Swift5Wobble: GeometryEffect {
  var animatableData: CGFloat

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: animatableData, y: 0))
  }
}

struct Swift5Halves: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    target.rect.origin.y =
      (target.rect.minY / (context.containerSize.height / 2)).rounded()
      * context.containerSize.height / 2
  }
}

struct Swift5DocumentView: View {
  @State private var importing = false
  @State private var exporting = false
  @State private var dropped = 0
  @State private var document = Swift5TextFile(text: "hello")

  var body: some View {
    VStack {
      Text("Dropped \(dropped)")
        .onDrop(of: [.plainText], delegate: Swift5DropDelegate(count: $dropped))
        .modifier(Swift5Wobble(animatableData: 0))
        .accessibilityCustomContent("Kind", "Drop well")
        .accessibilityRotor("Lines") {
          AccessibilityRotorEntry("First", id: 1)
        }
      Text("Effect").visualEffect { content, proxy in
        content.opacity(proxy.size.width > 0 ? 1 : 0.5)
      }
      ScrollView { Text("Long") }.scrollTargetBehavior(Swift5Halves())
      Button("Import") { importing = true }
      Button("Export") { exporting = true }
    }
    .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { _ in }
    .fileExporter(
      isPresented: $exporting, document: document, contentType: .plainText,
      defaultFilename: "Notes"
    ) { _ in }
  }
}

@MainActor func swift5HostingController() -> UIHostingController<Swift5DocumentView> {
  let controller = UIHostingController(rootView: Swift5DocumentView())
  controller.sizingOptions = [.intrinsicContentSize]
  return controller
}
