import Decl
import Foundation
import Testing

@testable import DeclRender

private struct Message: Identifiable {
  let id: Int
  let subject: String
}

private struct Inbox: View {
  let messages = [Message(id: 1, subject: "Lunch"), Message(id: 2, subject: "Report")]

  var body: some View {
    VStack {
      Text("Sunset")
        .accessibilityCustomContent("Photographer", "Ann")
        .accessibilityCustomContent(AccessibilityCustomContentKey("Place"), Text("Bay"))
        .accessibilityCustomContent(
          AccessibilityCustomContentKey(Text("Taken"), id: "date"), "2024", importance: .high)
      Text("let x = 1").accessibilityTextContentType(.sourceCode)
      Text("Messages")
        .accessibilityRotor("Unread") {
          ForEach(messages) { message in AccessibilityRotorEntry(message.subject, id: message.id) }
          AccessibilityRotorEntry("Archive", id: 0)
        }
        .accessibilityRotor(.headings, entries: messages, entryLabel: \.subject)
      Text("Hello world").accessibilityRotor("Words", textRanges: [wordRange])
    }
  }

  private var wordRange: Range<String.Index> {
    let text = "Hello world"
    return text.range(of: "world")!
  }
}

@MainActor
@Suite struct AccessibilityContentTests {
  @Test func customContentIsReadByLabel() {
    let host = TestHost(width: 30, height: 6) { Inbox() }
    let photo = host.find(text: "Sunset")
    #expect(photo.customContent == ["Photographer": "Ann", "Place": "Bay", "Taken": "2024"])
  }

  @Test func aNilValueRemovesTheFactOfItsKey() {
    let host = TestHost(width: 30, height: 3) {
      Text("Card")
        .accessibilityCustomContent(AccessibilityCustomContentKey("Owner"), nil)
        .accessibilityCustomContent("Owner", "Bo")
    }
    #expect(host.find(text: "Card").customContent.isEmpty)
  }

  @Test func theTextContentTypeIsKept() {
    let host = TestHost(width: 30, height: 6) { Inbox() }
    #expect(host.find(text: "let x = 1").textContentType == .sourceCode)
    #expect(host.find(text: "Sunset").textContentType == nil)
  }

  @Test func rotorsListTheirEntries() {
    let host = TestHost(width: 30, height: 6) { Inbox() }
    let messages = host.find(text: "Messages")
    #expect(messages.rotors["Unread"] == ["Lunch", "Report", "Archive"])
    #expect(messages.rotors["Headings"] == ["Lunch", "Report"])
    #expect(host.find(text: "Hello world").rotors["Words"] == ["world"])
  }

  @Test func headingLevelsHaveSwiftUIsRawValues() {
    #expect(AccessibilityHeadingLevel(rawValue: 2) == .h2)
    #expect(AccessibilityHeadingLevel.unspecified.rawValue == 0)
  }
}
