import Decl
import Foundation
import Testing

@Suite struct UTTypeTests {
  @Test func typesConformToTheirParents() {
    #expect(UTType.plainText.conforms(to: .text))
    #expect(UTType.json.conforms(to: .data))
    #expect(UTType.png.conforms(to: .image))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType.swiftSource.conforms(to: .item))
  }

  @Test func typesComeFromExtensionsAndIdentifiers() {
    #expect(UTType(filenameExtension: "txt") == .plainText)
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType("public.json") == .json)
    #expect(UTType("com.example.nothing") == nil)
    let custom = UTType(exportedAs: "com.example.recipe")
    #expect(custom.conforms(to: .data))
    #expect(custom.preferredFilenameExtension == "recipe")
    #expect(UTType(filenameExtension: "xyz")?.conforms(to: .data) == true)
  }
}

@Suite struct FileWrapperTests {
  @Test func aDirectoryIsWrittenAndReadBack() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("decl-wrapper-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let wrapper = FileWrapper(directoryWithFileWrappers: [
      "a.txt": FileWrapper(regularFileWithContents: Data("A".utf8))
    ])
    wrapper.addRegularFile(withContents: Data("B".utf8), preferredFilename: "b.txt")
    try wrapper.write(to: folder, options: .atomic, originalContentsURL: nil)
    let read = try FileWrapper(url: folder, options: .immediate)
    #expect(read.isDirectory)
    #expect(read.fileWrappers?["b.txt"]?.regularFileContents == Data("B".utf8))
    #expect(read.fileWrappers?["a.txt"]?.isRegularFile == true)
  }
}

@Suite struct UIKitBridgingTests {
  @Test func traitValuesConvertBothWays() {
    #expect(ColorScheme(UIUserInterfaceStyle.dark) == .dark)
    #expect(ColorScheme(UIUserInterfaceStyle.unspecified) == nil)
    #expect(UIUserInterfaceStyle(ColorScheme.light) == .light)
    #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.rightToLeft) == .rightToLeft)
    #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.compact) == .compact)
    #expect(UIUserInterfaceSizeClass(nil) == .unspecified)
    #expect(LegibilityWeight(UILegibilityWeight.bold) == .bold)
    #expect(ColorSchemeContrast(UIAccessibilityContrast.high) == .increased)
    #expect(UIContentSizeCategory(DynamicTypeSize.accessibility1) == .accessibilityMedium)
    #expect(UIContentSizeCategory(ContentSizeCategory.large) == .large)
    #expect(ContentSizeCategory.extraLarge > .large)
    #expect(ContentSizeCategory.large >= .large)
  }

  @MainActor @Test func aHostingControllerKeepsItsRootView() {
    let controller = UIHostingController(rootView: Text("Hi"))
    controller.sizingOptions = .preferredContentSize
    #expect(controller.sizingOptions.contains(.preferredContentSize))
    #expect(controller.view != nil)
    #expect(
      controller.sizeThatFits(in: CGSize(width: 10, height: 5)) == CGSize(width: 10, height: 5))
  }
}

@Suite struct TimelineScheduleTests {
  @Test func anExplicitScheduleGivesItsDates() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let dates = [start, start + 5, start + 10]
    let schedule: ExplicitTimelineSchedule = .explicit(dates)
    #expect(Array(schedule.entries(from: start, mode: .normal)) == dates)
  }

  @Test func periodicEntriesAreASequenceOfTheirOwn() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    var entries = PeriodicTimelineSchedule(from: start, by: 2).entries(
      from: start + 3, mode: .normal)
    #expect(entries.next() == start + 2)
    #expect(entries.next() == start + 4)
    var minutes = EveryMinuteTimelineSchedule().entries(from: start + 61, mode: .normal)
    #expect(minutes.next() == start + 60)
  }
}

@MainActor @Suite struct UndoManagerTests {
  final class Counter { var value = 0 }

  @Test func undoAndRedoRunTheRegisteredSteps() {
    let undo = UndoManager()
    let counter = Counter()
    func set(_ value: Int) {
      let old = counter.value
      counter.value = value
      undo.registerUndo(withTarget: counter) { _ in set(old) }
    }
    set(1)
    set(2)
    undo.undo()
    #expect(counter.value == 1)
    undo.redo()
    #expect(counter.value == 2)
    #expect(undo.canUndo)
  }
}
