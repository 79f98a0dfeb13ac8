import Decl
import DeclTesting
import Testing

@testable import DeclRender

private struct Tasks: View {
  @State private var tasks: [String] = []
  @State private var name = ""
  @State private var secret = ""
  @State private var query = ""
  @State private var isOn = false

  var body: some View {
    VStack {
      HStack {
        TextField("Name", text: $name)
        Button {
          tasks.append(name)
        } label: {
          Image(systemName: "plus")
        }
        .accessibilityLabel("Add task")
      }
      SecureField("Password", text: $secret)
      TextField("Search", text: $query, prompt: Text("Find a task"))
      Toggle("Done", isOn: $isOn)
      Button("Clear") { tasks = [] }
        .accessibilityIdentifier("clearButton")
        .disabled(tasks.isEmpty)
      Text("Tasks: \(tasks.joined(separator: ", "))")
      Text("Secret: \(secret) Query: \(query)")
    }
  }
}

@MainActor
@Suite struct TestHostQueryTests {
  @Test func tapFindsAnIconButtonByItsAccessibilityLabel() {
    let host = TestHost(width: 40, height: 8) { Tasks() }
    #expect(host.tap("Name"))
    host.type("Ann")
    #expect(host.tap("Add task"))
    #expect(host.screen.contains("Tasks: Ann"))
  }

  @Test func tapFindsAControlByItsIdentifier() {
    let host = TestHost(width: 40, height: 8) { Tasks() }
    host.tap("Name")
    host.type("Bo")
    host.tap("Add task")
    #expect(host.find(identifier: "clearButton").isEnabled)
    #expect(host.tap("clearButton"))
    #expect(host.screen.contains("Tasks: \n") || host.screen.contains("Tasks:\n"))
  }

  @Test func tapFocusesTextFieldsByTitleOrPrompt() {
    let host = TestHost(width: 40, height: 8) { Tasks() }
    host.tap("Password")
    host.type("pw")
    #expect(host.find(label: "Password").hasFocus)
    #expect(host.find(label: "Password").value == "••")
    host.tap("Find a task")
    host.type("milk")
    #expect(host.screen.contains("Secret: pw Query: milk"))
    #expect(host.element("Search").hasFocus)
    #expect(!host.element("Password").hasFocus)
    #expect(host.element("Search").value == "milk")
  }

  @Test func tapFocusesASearchFieldByItsPrompt() {
    struct Searching: View {
      @State private var query = ""
      var body: some View {
        NavigationStack {
          Text("Results for \(query)")
            .searchable(text: $query, prompt: "Find recipes")
        }
      }
    }
    let host = TestHost(width: 40, height: 6) { Searching() }
    #expect(host.tap("Find recipes"))
    host.type("soup")
    #expect(host.screen.contains("Results for soup"))
    #expect(host.find(label: "Find recipes").hasFocus)
  }

  @Test func queriesReadTheState() {
    let host = TestHost(width: 40, height: 8) { Tasks() }
    let clear = host.element("clearButton")
    #expect(clear.exists)
    #expect(clear.kind == "button")
    #expect(clear.label == "Clear")
    #expect(!clear.isEnabled)
    #expect(clear.frame == host.frame(ofText: "Clear"))
    #expect(!host.element("Done").isSelected)
    host.tap("Done")
    #expect(host.element("Done").isSelected)
    #expect(host.find(text: "Tasks:").kind == "text")
    #expect(host.element("Add task").text == Image(systemName: "plus").glyph)
    let missing = host.element("Nothing like this")
    #expect(!missing.exists)
    #expect(!missing.isEnabled)
    #expect(host.elements.map(\.label).prefix(3) == ["Name", "Add task", "Password"])
  }

  @Test func tapOfAMissingLabelFailsTheTest() {
    let host = TestHost(width: 40, height: 8) { Tasks() }
    withKnownIssue {
      #expect(host.tap("Remove task") == false)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("tap(\"Remove task\")") }
    }
  }

  @Test func tapOfADisabledButtonFailsTheTest() {
    let host = TestHost(width: 40, height: 8) { Tasks() }
    withKnownIssue {
      host.tap("Clear")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("is disabled") }
    }
  }

  @Test func pasteWithNoTextFieldFocusedFailsTheTest() {
    let host = TestHost(width: 40, height: 8) { Tasks() }
    withKnownIssue {
      host.paste("lost")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("no text field has focus") }
    }
    host.tap("Name")
    host.paste("kept")
    #expect(host.element("Name").value == "kept")
  }
}
