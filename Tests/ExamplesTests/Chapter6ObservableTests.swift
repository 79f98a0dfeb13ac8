import Decl
import DeclRender
import DeclTesting
import Foundation
import Testing

@testable import Examples

/// Listings 6-45 … 6-55: @Observable models, @Bindable, view-level observable objects,
/// @ObservationIgnored and the model in the environment.
@MainActor
@Suite struct Chapter6ObservableTests {
  /// 12 rows: the screens' stacks space their views by 8 points, a row each.
  private func host(_ id: String) -> TestHost { Chapter6StateSupport.host(id, height: 12) }

  /// Whether writing with `write` notifies an observer of what `read` reads.
  private func notifies(read: () -> Void, write: () -> Void) -> Bool {
    let flag = ChangeFlag()
    withObservationTracking(read, onChange: { flag.set() })
    write()
    return flag.isSet
  }

  /// Types `input` into the screen's text field and presses the button `save`: the input
  /// becomes the title and the field shows its placeholder again.
  private func checkTypeAndSave(
    _ id: String, input: String = "Swift", save: String = "Save",
    initialField: String = "Insert Title"
  ) {
    let host = host(id)
    #expect(host.trimmedRows.contains("Default Title"))
    #expect(host.trimmedRows.contains(initialField))
    assertSnapshot(host, named: "initial", suite: id)

    host.send(.tab)
    host.type(input)
    #expect(host.trimmedRows.contains(input))
    #expect(host.trimmedRows.contains("Default Title"))
    assertSnapshot(host, named: "typed", suite: id)

    #expect(host.tap(save))
    #expect(host.trimmedRows.contains(input))
    #expect(!host.screen.contains("Default Title"))
    #expect(host.trimmedRows.contains("Insert Title"))
    assertSnapshot(host, named: "saved", suite: id)
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_45ModelPropertiesAreObserved() {
    let appData = Listing6_45.ApplicationData()
    #expect(appData.title == "Default Title")
    #expect(appData.titleInput == "")
    #expect(notifies(read: { _ = appData.title }, write: { appData.title = "New Title" }))
    #expect(notifies(read: { _ = appData.titleInput }, write: { appData.titleInput = "x" }))
    #expect(!notifies(read: { _ = appData.title }, write: { appData.titleInput = "y" }))

    // The book runs the model with listing 6-46's view.
    let host = host("ch6-45")
    #expect(host.trimmedRows.contains("Default Title"))
    assertSnapshot(host, named: "initial", suite: "ch6-45")
    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("New Title"))
    assertSnapshot(host, named: "saved", suite: "ch6-45")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_46WritingTheModelRedrawsTheView() {
    let host = host("ch6-46")
    #expect(host.trimmedRows.contains("Default Title"))
    assertSnapshot(host, named: "initial", suite: "ch6-46")

    let evaluations = host.stats.bodyEvaluations
    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("New Title"))
    #expect(!host.screen.contains("Default Title"))
    #expect(host.stats.bodyEvaluations > evaluations)
    assertSnapshot(host, named: "saved", suite: "ch6-46")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_47BindableBindsTheFieldToTheModel() {
    checkTypeAndSave("ch6-47")
  }

  @Test func listing6_48ViewDataHoldsTheInput() {
    checkTypeAndSave("ch6-48")
  }

  /// Listings 6-49 and 6-50: the field starts with the model's title; what is typed is
  /// appended to it and Save makes it the title.
  private func checkFieldStartsWithTheTitle(_ id: String) {
    let host = host(id)
    // The title and the field both show the model's title.
    #expect(host.trimmedRows.filter { $0 == "Default Title" }.count == 2)
    #expect(!host.screen.contains("Insert Title"))
    assertSnapshot(host, named: "initial", suite: id)

    host.send(.tab)
    host.type(" 2")
    #expect(host.trimmedRows.contains("Default Title 2"))
    #expect(host.trimmedRows.contains("Default Title"))
    assertSnapshot(host, named: "typed", suite: id)

    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("Default Title 2"))
    #expect(!host.trimmedRows.contains("Default Title"))
    #expect(host.trimmedRows.contains("Insert Title"))
    assertSnapshot(host, named: "saved", suite: id)
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_49InitializerCopiesTheTitleIntoTheField() {
    checkFieldStartsWithTheTitle("ch6-49")
  }

  @Test func listing6_50OnAppearCopiesTheTitleIntoTheField() {
    checkFieldStartsWithTheTitle("ch6-50")
  }

  @Test func listing6_51IgnoredCounterChangesWithoutRedrawing() {
    let host = host("ch6-51")
    // onAppear copied the title into the field.
    #expect(host.trimmedRows.filter { $0 == "Default Title" }.count == 2)
    #expect(host.trimmedRows.contains("Saved 0 times"))
    assertSnapshot(host, named: "initial", suite: "ch6-51")

    // Save writes the same title (no change to report), empties the field (which only the
    // text field reads) and counts the press in the ignored counter: `ContentView` does not
    // run its body again, so the count on screen stays at 0 while the counter is 1.
    let evaluations = host.stats.bodyEvaluations
    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("Insert Title"))
    #expect(host.trimmedRows.contains("Default Title"))
    #expect(host.trimmedRows.contains("Saved 0 times"))
    // At most the pressed button's own look was evaluated again, not `ContentView`.
    #expect(host.stats.bodyEvaluations - evaluations <= 1)
    assertSnapshot(host, named: "stale-count", suite: "ch6-51")

    // Typing a new title and saving it changes the observed title: the view redraws and
    // shows the counter's real value, two presses. (The tap left nothing focused: Tab
    // reaches the field first.)
    host.send(.tab)
    host.type("Hello")
    #expect(host.trimmedRows.contains("Saved 0 times"))
    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("Hello"))
    #expect(host.trimmedRows.contains("Saved 2 times"))
    assertSnapshot(host, named: "redrawn", suite: "ch6-51")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_52AppPutsTheModelInTheEnvironment() {
    checkTypeAndSave("ch6-52")
  }

  @Test func listing6_53PreviewHasItsOwnModel() {
    checkTypeAndSave("ch6-53")
  }

  @Test func listing6_54MyInputViewBindsToTheEnvironmentModel() {
    checkTypeAndSave("ch6-54")
  }

  @Test func listing6_55BindableStructureMakesTheBindingInline() {
    checkTypeAndSave("ch6-55")
  }
}

/// A flag an observation callback can set from any thread.
private final class ChangeFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() {
    lock.lock()
    value = true
    lock.unlock()
  }

  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
