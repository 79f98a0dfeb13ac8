import Decl
import Foundation

/// The environment values code reads to adapt, and UIKit's system colours.
struct EnvironmentValuesScreen: View {
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @Environment(\.verticalSizeClass) private var verticalSizeClass
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.scenePhase) private var scenePhase
  @Environment(\.locale) private var locale
  @Environment(\.timeZone) private var timeZone
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    List {
      Section("Environment (resize the terminal)") {
        LabeledContent("Horizontal size class", value: name(horizontalSizeClass))
        LabeledContent("Vertical size class", value: name(verticalSizeClass))
        LabeledContent("Dynamic type", value: "\(dynamicTypeSize)")
        LabeledContent("Scene phase", value: scenePhase == .active ? "active" : "background")
        LabeledContent("Locale", value: locale.identifier)
        LabeledContent("Time zone", value: timeZone.identifier)
        LabeledContent("Reduce motion", value: reduceMotion ? "on" : "off")
      }
      Section("System colours (\(colorScheme == .dark ? "dark" : "light"))") {
        swatch("label", Color(.label))
        swatch("secondaryLabel", Color(uiColor: .secondaryLabel))
        swatch("systemBackground", Color(.systemBackground))
        swatch("secondarySystemBackground", Color(.secondarySystemBackground))
        swatch("systemGroupedBackground", Color(.systemGroupedBackground))
        swatch("systemRed", Color(UIColor.systemRed))
      }
    }
  }

  private func name(_ sizeClass: UserInterfaceSizeClass?) -> String {
    switch sizeClass {
    case .compact: "compact"
    case .regular: "regular"
    case nil: "none"
    }
  }

  private func swatch(_ name: String, _ color: Color) -> some View {
    HStack {
      Text("████").foregroundStyle(color)
      Text(name)
    }
  }
}
