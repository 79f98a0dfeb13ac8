// A settings screen in the iOS 14 style: NavigationView, Form sections, a segmented Picker, a
// DatePicker, Toggles bound to @AppStorage, a Link, and the deprecated navigationBarTitle.
import Decl
import Foundation

enum T08Theme: String, CaseIterable, Identifiable {
  case system, light, dark
  var id: Self { self }
}

struct T08SettingsView: View {
  @AppStorage("t08_notifications") private var notifications = true
  @State private var theme = T08Theme.system
  @State private var reminder = Date(timeIntervalSince1970: 0)
  @State private var fontSize = 14.0

  var body: some View {
    NavigationView {
      Form {
        Section(header: Text("Appearance"), footer: Text("Applies to every screen.")) {
          Picker("Theme", selection: $theme) {
            ForEach(T08Theme.allCases) { theme in
              Text(theme.rawValue.capitalized).tag(theme)
            }
          }
          .pickerStyle(SegmentedPickerStyle())
          Slider(value: $fontSize, in: 10...24, step: 1) {
            Text("Font size")
          }
          Text("Font size \(Int(fontSize))")
            .font(.system(size: fontSize))
        }
        Section(header: Text("Notifications")) {
          Toggle("Daily reminder", isOn: $notifications)
          if notifications {
            DatePicker("Time", selection: $reminder, displayedComponents: .hourAndMinute)
          }
        }
        Section {
          Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
          Text("Version 1.0")
            .foregroundColor(.secondary)
            .accentColor(.orange)
        }
      }
      .navigationBarTitle("Settings")
    }
    .navigationViewStyle(.stack)
  }
}
