import Decl
import DeclGraph

// Queries that read well in `#expect`, named after XCUITest's: each returns a `TestElement`,
// one whose `exists` is false when nothing matches. Elements hidden with
// `accessibilityHidden(true)` are not found, as in UI tests.

extension TestHost {
  /// The elements on the screen (the top sheet or alert when one is shown), in reading order:
  /// controls, views with an accessibility label or identifier, and texts.
  public var elements: [TestElement] { visibleElements.map(TestElement.init) }

  /// The first element whose accessibility identifier or label is `name`, as XCUITest's
  /// `app.buttons["name"]` finds it; else the first whose label or text contains `name`.
  ///
  /// ```swift
  /// #expect(host.element("Save").isEnabled)
  /// ```
  public func element(_ name: String) -> TestElement {
    let nodes = visibleElements
    let found =
      nodes.first { $0.accessibilityIdentifier == name || $0.accessibilityLabel == name }
      ?? nodes.first { $0.accessibilityLabel.contains(name) || $0.textContent.contains(name) }
    return found.map(TestElement.init) ?? .missing
  }

  /// The first element whose accessibility label (by default what it shows; a text field's
  /// title) is `label`.
  public func find(label: String) -> TestElement {
    visibleElements.first { $0.accessibilityLabel == label }.map(TestElement.init) ?? .missing
  }

  /// The first element whose `accessibilityIdentifier` is `identifier`.
  public func find(identifier: String) -> TestElement {
    visibleElements.first { $0.accessibilityIdentifier == identifier }.map(TestElement.init)
      ?? .missing
  }

  /// The first element whose text contains `text`.
  public func find(text: String) -> TestElement {
    visibleElements.first { $0.textContent.contains(text) }.map(TestElement.init) ?? .missing
  }

  private var visibleElements: [ViewNode] {
    renderer.graph.interactionRoot.accessibilityElements().filter { !$0.isAccessibilityHidden }
  }
}
