import Decl
import DeclRender
import Foundation

// Apple's Scrumdinger tutorial app, written the way the tutorial writes it (Swift 5, iOS 16):
// it must compile unchanged in Swift 5 language mode and run.

enum Theme: String, CaseIterable, Identifiable, Codable {
  case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood, periwinkle, poppy,
    purple, seafoam, sky, tan, teal, yellow
  var accentColor: Color {
    switch self {
    case .bubblegum, .buttercup, .lavender, .orange, .periwinkle, .poppy, .seafoam, .sky, .tan,
      .teal, .yellow:
      return .black
    case .indigo, .magenta, .navy, .oxblood, .purple: return .white
    }
  }
  // The tutorial reads colour assets; this copy has none, so it uses system colours.
  var mainColor: Color {
    switch self {
    case .bubblegum, .magenta, .poppy: return .pink
    case .buttercup, .yellow, .tan: return .yellow
    case .indigo, .navy, .purple, .lavender, .periwinkle: return .indigo
    case .orange, .oxblood: return .orange
    case .seafoam, .teal, .sky: return .teal
    }
  }
  var name: String { rawValue.capitalized }
  var id: String { name }
}

struct DailyScrum: Identifiable, Codable {
  let id: UUID
  var title: String
  var attendees: [Attendee]
  var lengthInMinutes: Int
  var lengthInMinutesAsDouble: Double {
    get { Double(lengthInMinutes) }
    set { lengthInMinutes = Int(newValue) }
  }
  var theme: Theme
  init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int, theme: Theme) {
    self.id = id
    self.title = title
    self.attendees = attendees.map { Attendee(name: $0) }
    self.lengthInMinutes = lengthInMinutes
    self.theme = theme
  }
  struct Attendee: Identifiable, Codable {
    let id: UUID
    var name: String
    init(id: UUID = UUID(), name: String) {
      self.id = id
      self.name = name
    }
  }
  static var emptyScrum: DailyScrum {
    DailyScrum(title: "", attendees: [], lengthInMinutes: 5, theme: .sky)
  }
  static let sampleData: [DailyScrum] = [
    DailyScrum(
      title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10,
      theme: .yellow),
    DailyScrum(
      title: "App Dev", attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"], lengthInMinutes: 5,
      theme: .orange),
    DailyScrum(
      title: "Web Dev",
      attendees: [
        "Chella", "Chris", "Christina", "Eden", "Karla", "Lindsey", "Aga", "Chad", "Jenn", "Sarah",
      ], lengthInMinutes: 5, theme: .poppy),
  ]
}

struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}
extension LabelStyle where Self == TrailingIconLabelStyle {
  static var trailingIcon: Self { Self() }
}

struct CardView: View {
  let scrum: DailyScrum
  var body: some View {
    VStack(alignment: .leading) {
      Text(scrum.title)
        .font(.headline)
        .accessibilityAddTraits(.isHeader)
      Spacer()
      HStack {
        Label("\(scrum.attendees.count)", systemImage: "person.3")
          .accessibilityLabel("\(scrum.attendees.count) attendees")
        Spacer()
        Label("\(scrum.lengthInMinutes)", systemImage: "clock")
          .accessibilityLabel("\(scrum.lengthInMinutes) minute meeting")
          .labelStyle(.trailingIcon)
      }
      .font(.caption)
    }
    .padding()
    .foregroundColor(scrum.theme.accentColor)
  }
}

struct ThemeView: View {
  let theme: Theme
  var body: some View {
    Text(theme.name)
      .padding(4)
      .frame(maxWidth: .infinity)
      .background(theme.mainColor)
      .foregroundColor(theme.accentColor)
      .clipShape(RoundedRectangle(cornerRadius: 4))
  }
}

struct ThemePicker: View {
  @Binding var selection: Theme
  var body: some View {
    Picker("Theme", selection: $selection) {
      ForEach(Theme.allCases) { theme in
        ThemeView(theme: theme)
          .tag(theme)
      }
    }
    .pickerStyle(.navigationLink)
  }
}

struct DetailEditView: View {
  @Binding var scrum: DailyScrum
  @State private var newAttendeeName = ""
  var body: some View {
    Form {
      Section(header: Text("Meeting Info")) {
        TextField("Title", text: $scrum.title)
        HStack {
          Slider(value: $scrum.lengthInMinutesAsDouble, in: 5...30, step: 1) {
            Text("Length")
          }
          .accessibilityValue("\(scrum.lengthInMinutes) minutes")
          Spacer()
          Text("\(scrum.lengthInMinutes) minutes")
            .accessibilityHidden(true)
        }
        ThemePicker(selection: $scrum.theme)
      }
      Section(header: Text("Attendees")) {
        ForEach(scrum.attendees) { attendee in
          Text(attendee.name)
        }
        .onDelete { indices in
          scrum.attendees.remove(atOffsets: indices)
        }
        HStack {
          TextField("New Attendee", text: $newAttendeeName)
          Button(action: {
            withAnimation {
              let attendee = DailyScrum.Attendee(name: newAttendeeName)
              scrum.attendees.append(attendee)
              newAttendeeName = ""
            }
          }) {
            Image(systemName: "plus.circle.fill")
              .accessibilityLabel("Add attendee")
          }
          .disabled(newAttendeeName.isEmpty)
        }
      }
    }
  }
}

struct DetailView: View {
  @Binding var scrum: DailyScrum
  @State private var editingScrum = DailyScrum.emptyScrum
  @State private var isPresentingEditView = false
  var body: some View {
    List {
      Section(header: Text("Meeting Info")) {
        NavigationLink(destination: MeetingView(scrum: $scrum)) {
          Label("Start Meeting", systemImage: "timer")
            .font(.headline)
            .foregroundColor(.accentColor)
        }
        HStack {
          Label("Length", systemImage: "clock")
          Spacer()
          Text("\(scrum.lengthInMinutes) minutes")
        }
        .accessibilityElement(children: .combine)
        HStack {
          Label("Theme", systemImage: "paintpalette")
          Spacer()
          Text(scrum.theme.name)
            .padding(4)
            .foregroundColor(scrum.theme.accentColor)
            .background(scrum.theme.mainColor)
            .cornerRadius(4)
        }
        .accessibilityElement(children: .combine)
      }
      Section(header: Text("Attendees")) {
        ForEach(scrum.attendees) { attendee in
          Label(attendee.name, systemImage: "person")
        }
      }
    }
    .navigationTitle(scrum.title)
    .toolbar {
      Button("Edit") {
        isPresentingEditView = true
        editingScrum = scrum
      }
    }
    .sheet(isPresented: $isPresentingEditView) {
      NavigationStack {
        DetailEditView(scrum: $editingScrum)
          .navigationTitle(scrum.title)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { isPresentingEditView = false }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Done") {
                isPresentingEditView = false
                scrum = editingScrum
              }
            }
          }
      }
    }
  }
}

struct ScrumProgressViewStyle: ProgressViewStyle {
  var theme: Theme
  func makeBody(configuration: Configuration) -> some View {
    ZStack {
      RoundedRectangle(cornerRadius: 10.0)
        .fill(theme.accentColor)
        .frame(height: 20.0)
      if #available(iOS 15.0, *) {
        ProgressView(configuration)
          .tint(theme.mainColor)
          .frame(height: 12.0)
          .padding(.horizontal)
      } else {
        ProgressView(configuration)
          .frame(height: 12.0)
          .padding(.horizontal)
      }
    }
  }
}

struct MeetingHeaderView: View {
  let secondsElapsed: Int
  let secondsRemaining: Int
  let theme: Theme
  private var totalSeconds: Int { secondsElapsed + secondsRemaining }
  private var progress: Double {
    guard totalSeconds > 0 else { return 1 }
    return Double(secondsElapsed) / Double(totalSeconds)
  }
  private var minutesRemaining: Int { secondsRemaining / 60 }
  var body: some View {
    VStack {
      ProgressView(value: progress)
        .progressViewStyle(ScrumProgressViewStyle(theme: theme))
      HStack {
        VStack(alignment: .leading) {
          Text("Seconds Elapsed")
            .font(.caption)
          Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
        }
        Spacer()
        VStack(alignment: .trailing) {
          Text("Seconds Remaining")
            .font(.caption)
          Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
            .labelStyle(.trailingIcon)
        }
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("Time remaining")
    .accessibilityValue("\(minutesRemaining) minutes")
    .padding([.top, .horizontal])
  }
}

struct MeetingTimerView: View {
  let speakers: [String]
  let theme: Theme
  var body: some View {
    Circle()
      .strokeBorder(lineWidth: 24)
      .overlay {
        VStack {
          Text("Alex")
            .font(.title)
          Text("is speaking")
        }
        .accessibilityElement(children: .combine)
        .foregroundStyle(theme.accentColor)
      }
      .overlay {
        ForEach(speakers.indices, id: \.self) { index in
          SpeakerArc(speakerIndex: index, totalSpeakers: speakers.count)
            .rotation(Angle(degrees: -90))
            .stroke(theme.mainColor, lineWidth: 12)
        }
      }
      .padding(.horizontal)
  }
}

struct SpeakerArc: Shape {
  let speakerIndex: Int
  let totalSpeakers: Int
  private var degreesPerSpeaker: Double { 360.0 / Double(totalSpeakers) }
  private var startAngle: Angle { Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1.0) }
  private var endAngle: Angle { Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1.0) }
  func path(in rect: CGRect) -> Path {
    let diameter = min(rect.size.width, rect.size.height) - 24.0
    let radius = diameter / 2.0
    let center = CGPoint(x: rect.midX, y: rect.midY)
    return Path { path in
      path.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false
      )
    }
  }
}

struct MeetingView: View {
  @Binding var scrum: DailyScrum
  @State private var elapsed = 0
  @Environment(\.scenePhase) private var scenePhase
  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 16.0)
        .fill(scrum.theme.mainColor)
      VStack {
        MeetingHeaderView(
          secondsElapsed: elapsed, secondsRemaining: scrum.lengthInMinutes * 60 - elapsed,
          theme: scrum.theme)
        MeetingTimerView(speakers: scrum.attendees.map(\.name), theme: scrum.theme)
        HStack {
          Text("Speaker 1 of 3")
          Spacer()
          Button(action: {}) {
            Image(systemName: "forward.fill")
          }
          .accessibilityLabel("Next speaker")
        }
        .padding([.bottom, .horizontal])
      }
    }
    .padding()
    .foregroundColor(scrum.theme.accentColor)
    .onAppear { elapsed = 42 }
    .onDisappear {}
    .onChange(of: scenePhase) { phase in
      if phase == .inactive { elapsed = 0 }
    }
    .navigationBarTitleDisplayMode(.inline)
  }
}

struct ScrumsView: View {
  @Binding var scrums: [DailyScrum]
  @Environment(\.scenePhase) private var scenePhase
  @State private var isPresentingNewScrumView = false
  let saveAction: () -> Void
  var body: some View {
    NavigationStack {
      List($scrums) { $scrum in
        NavigationLink(destination: DetailView(scrum: $scrum)) {
          CardView(scrum: scrum)
        }
        .listRowBackground(scrum.theme.mainColor)
      }
      .navigationTitle("Daily Scrums")
      .toolbar {
        Button(action: { isPresentingNewScrumView = true }) {
          Image(systemName: "plus")
        }
        .accessibilityLabel("New Scrum")
      }
    }
    .onChange(of: scenePhase) { phase in
      if phase == .inactive { saveAction() }
    }
  }
}

/// The app's root, as its `App` shows it.
struct ScrumdingerRoot: View {
  @State var scrums = DailyScrum.sampleData
  var body: some View { ScrumsView(scrums: $scrums) {} }
}
