import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// The gallery's "Looks like iOS" mail app, checked against what the iPhone's Mail shows.
@MainActor
@Suite struct MailGalleryTests {
  @Test func mailboxesLookLikeMail() {
    let host = TestHost(width: 60, height: 20) { MailApp() }
    // The bar: Settings at the leading end, Edit at the trailing end; the large title under
    // it, then the search field; the unread count at each row's trailing edge before the
    // chevron (`3 ›`); the bottom bar
    // with the status in the middle and the compose button at the right.
    #expect(host.rows[0].hasPrefix("Settings"))
    #expect(host.rows[0].hasSuffix("Edit"))
    #expect(host.rows[1] == " Mailboxes")
    #expect(host.rows[2].contains("Search"))
    #expect(host.rows.first { $0.contains("Inbox") }?.hasSuffix("3 ›") == true)
    #expect(host.rows[18].allSatisfy { $0 == "─" })
    #expect(host.rows[19].contains("Updated Just Now"))
    assertSnapshot(host, named: "mailboxes", suite: "mail")
  }

  @Test func inboxHasSwipeActionsAndComposeIsASheetWithCancelAndSend() {
    let host = TestHost(width: 60, height: 20) { MailApp() }
    #expect(host.tap("Inbox"))
    #expect(host.rows[0].hasPrefix("‹ Mailboxes"))
    #expect(host.rows[1] == " Inbox")
    #expect(host.screen.contains("Keynote rehearsal"))
    #expect(host.screen.contains("3 Unread"))
    assertSnapshot(host, named: "inbox", suite: "mail")
    host.send(.escape)
    #expect(host.tap("Compose"))
    let bar = host.rows.first { $0.contains("New Message") } ?? ""
    #expect(bar.contains("Cancel"))
    #expect(bar.hasSuffix("Send│"))
    assertSnapshot(host, named: "compose", suite: "mail")
    #expect(host.tap("Cancel"))
    #expect(!host.screen.contains("New Message"))
  }

  @Test func settingsIsAFormWithEveryControl() {
    let host = TestHost(width: 60, height: 30) { MailApp() }
    #expect(host.tap("Settings"))
    for label in ["Show Preview", "Preview: 2 Lines", "Swipe Left", "Light", "Text Size"] {
      #expect(host.screen.contains(label))
    }
    assertSnapshot(host, named: "settings", suite: "mail")
  }
}
