import Decl

/// A mail-like app, written as for an iPhone: mailboxes under a large title with a search
/// field and unread badges, messages with swipe actions, toolbar items in their iOS places
/// (Edit at the leading end, a bottom bar with a status and a compose button), a compose sheet
/// with Cancel and Send, and a settings form with every kind of control.
struct MailApp: View {
  @State private var store = MailStore()
  @State private var query = ""
  @State private var isComposing = false
  @State private var showsSettings = false

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(store.mailboxes) { mailbox in
            NavigationLink {
              MessagesView(store: store, mailbox: mailbox.name)
            } label: {
              Label(mailbox.name, systemImage: mailbox.symbol)
            }
            .badge(store.unread(in: mailbox.name))
          }
        }
        Section("iCloud") {
          Label("Archive", systemImage: "archivebox")
          Label("Junk", systemImage: "xmark.bin")
        }
      }
      .navigationTitle("Mailboxes")
      .searchable(text: $query)
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Button("Settings") { showsSettings = true }
        }
        ToolbarItem(placement: .topBarTrailing) { EditButton() }
        ToolbarItem(placement: .status) { Text("Updated Just Now").font(.caption) }
        ToolbarItemGroup(placement: .bottomBar) {
          Spacer()
          Button {
            isComposing = true
          } label: {
            Image(systemName: "square.and.pencil")
          }
          .accessibilityLabel("Compose")
        }
      }
      .sheet(isPresented: $isComposing) {
        ComposeView { message in store.send(message) }
      }
      .sheet(isPresented: $showsSettings) {
        MailSettingsView()
      }
    }
  }
}

/// One mailbox's messages: unread ones marked, each with swipe actions.
struct MessagesView: View {
  let store: MailStore
  let mailbox: String

  var body: some View {
    List {
      ForEach(store.messages(in: mailbox)) { message in
        VStack(alignment: .leading) {
          HStack {
            Text(message.isUnread ? "● " : "  ").foregroundStyle(.blue)
              + Text(message.sender).bold()
            Spacer()
            Text(message.time).foregroundStyle(.secondary)
          }
          Text(message.subject).lineLimit(1)
        }
        .swipeActions(edge: .trailing) {
          Button("Delete", role: .destructive) { store.delete(message) }
          Button("Flag") { store.toggleRead(message) }.tint(.orange)
        }
        .swipeActions(edge: .leading) {
          Button(message.isUnread ? "Read" : "Unread") { store.toggleRead(message) }.tint(.blue)
        }
      }
    }
    .listStyle(.plain)
    .navigationTitle(mailbox)
    .toolbar {
      ToolbarItem(placement: .status) {
        Text("\(store.unread(in: mailbox)) Unread").font(.caption)
      }
    }
  }
}

/// A new message, in a sheet: Cancel at the leading end of the bar, Send at the trailing end.
struct ComposeView: View {
  let send: (MailMessage) -> Void
  @Environment(\.dismiss) private var dismiss
  @State private var recipient = ""
  @State private var subject = ""
  @State private var messageText = ""

  var body: some View {
    NavigationStack {
      Form {
        TextField("To", text: $recipient)
        TextField("Subject", text: $subject)
        TextField("Message", text: $messageText, axis: .vertical)
          .lineLimit(3...6)
      }
      .navigationTitle("New Message")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Send") {
            send(MailMessage(sender: "Me", subject: subject, time: "Now", isUnread: false))
            dismiss()
          }
          .disabled(recipient.isEmpty)
        }
        ToolbarItem(placement: .keyboard) {
          HStack {
            Spacer()
            Button("Done") { dismiss() }
          }
        }
      }
    }
  }
}

/// Settings as an iOS form: sections of toggles, pickers (menu and segmented), a stepper, a
/// slider, a date picker, a colour picker, text fields, a disclosure group and values.
struct MailSettingsView: View {
  @Environment(\.dismiss) private var dismiss
  @State private var showsPreview = true
  @State private var previewLines = 2
  @State private var swipeLeft = "Flag"
  @State private var theme = "Auto"
  @State private var textSize = 0.5
  @State private var signature = "Sent from my terminal"
  @State private var password = ""
  @State private var vacationStart = Date(timeIntervalSince1970: 1_800_000_000)
  @State private var accent = Color.blue
  @State private var showsAdvanced = false
  @State private var loadsRemoteImages = false

  var body: some View {
    NavigationStack {
      Form {
        Section("Message List") {
          Toggle("Show Preview", isOn: $showsPreview)
          Stepper("Preview: \(previewLines) Lines", value: $previewLines, in: 0...5)
          Picker("Swipe Left", selection: $swipeLeft) {
            ForEach(["Flag", "Archive", "Trash"], id: \.self) { Text($0) }
          }
        }
        Section {
          Picker("Theme", selection: $theme) {
            ForEach(["Light", "Dark", "Auto"], id: \.self) { Text($0) }
          }
          .pickerStyle(.segmented)
          Slider(value: $textSize) {
            Text("Text Size")
          } minimumValueLabel: {
            Text("A")
          } maximumValueLabel: {
            Text("A").bold()
          }
          ColorPicker("Accent", selection: $accent)
        } header: {
          Text("Appearance")
        } footer: {
          Text("Text size applies to messages you read.")
        }
        Section("Composing") {
          TextField("Signature", text: $signature)
          SecureField("Password", text: $password)
          DatePicker("Away From", selection: $vacationStart, displayedComponents: .date)
          LabeledContent("Account", value: "me@example.com")
        }
        DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
          Toggle("Load Remote Images", isOn: $loadsRemoteImages)
        }
      }
      .navigationTitle("Settings")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { dismiss() }
        }
      }
    }
  }
}

/// A mailbox's name and symbol.
struct Mailbox: Identifiable {
  let name: String
  let symbol: String
  var id: String { name }
}

/// A message in a mailbox.
struct MailMessage: Identifiable {
  let id = UUID()
  let sender: String
  let subject: String
  let time: String
  var isUnread: Bool
}

/// The app's mail, shared by its screens.
@Observable final class MailStore {
  let mailboxes = [
    Mailbox(name: "Inbox", symbol: "tray"),
    Mailbox(name: "VIP", symbol: "star"),
    Mailbox(name: "Flagged", symbol: "flag"),
    Mailbox(name: "Drafts", symbol: "doc"),
    Mailbox(name: "Sent", symbol: "paperplane"),
  ]
  private var byMailbox: [String: [MailMessage]] = [
    "Inbox": [
      MailMessage(sender: "Tim", subject: "Keynote rehearsal at 9", time: "9:41", isUnread: true),
      MailMessage(sender: "Craig", subject: "Re: the terminal build", time: "8:02", isUnread: true),
      MailMessage(
        sender: "Jony", subject: "Rounded corners, again", time: "Yesterday", isUnread: false),
      MailMessage(sender: "Phil", subject: "Launch checklist", time: "Monday", isUnread: true),
    ],
    "VIP": [
      MailMessage(sender: "Tim", subject: "Keynote rehearsal at 9", time: "9:41", isUnread: true)
    ],
  ]

  func messages(in mailbox: String) -> [MailMessage] { byMailbox[mailbox] ?? [] }

  func unread(in mailbox: String) -> Int { messages(in: mailbox).filter(\.isUnread).count }

  func delete(_ message: MailMessage) {
    for (name, messages) in byMailbox {
      byMailbox[name] = messages.filter { $0.id != message.id }
    }
  }

  func toggleRead(_ message: MailMessage) {
    for (name, messages) in byMailbox {
      byMailbox[name] = messages.map {
        var copy = $0
        if copy.id == message.id { copy.isUnread.toggle() }
        return copy
      }
    }
  }

  func send(_ message: MailMessage) {
    byMailbox["Sent", default: []].insert(message, at: 0)
  }
}
