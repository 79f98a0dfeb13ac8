// SwiftUI API added for issue 27, written as iOS code for Swift 5 writes it: representables
// with coordinators, editable lists, formatted controls, several-source controls, inspectors,
// search scopes and tokens, located taps, focused objects. It must compile in Swift 5 mode.
import Combine
import Decl

final class Swift5Document: ObservableObject {
  @Published var title = "Untitled"
}

struct Swift5Swatch: UIViewRepresentable {
  var color: UIColor

  final class Coordinator {
    var updates = 0
  }

  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {
    context.coordinator.updates += 1
    uiView.backgroundColor = color
  }
}

struct Swift5Controller: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
  func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

struct Swift5Token: Identifiable, Hashable {
  let id: Int
  var name: String
  var isPinned = false
}

struct Swift5NewAPIView: View {
  @State private var tokens = [Swift5Token(id: 1, name: "red")]
  @State private var query = ""
  @State private var scope = 0
  @State private var dates: Set<DateComponents> = []
  @State private var weight = 1.5
  @State private var showsInspector = true
  @State private var taps: [CGPoint] = []
  @FocusState private var isRenaming: Bool
  @FocusedObject private var document: Swift5Document?
  @ScaledMetric(relativeTo: .body) private var iconSize = 24.0
  @Environment(\.self) private var environment

  var body: some View {
    VStack {
      List($tokens, editActions: .all) { $token in
        TextField("Name", text: $token.name)
      }
      Toggle("Pin all", sources: $tokens, isOn: \.isPinned)
      Stepper("Weight", value: $weight, step: 0.5, format: .number)
      LabeledContent("Total", value: weight, format: .number)
      ProgressView(timerInterval: Date()...Date().addingTimeInterval(60))
      MultiDatePicker("Days", selection: $dates)
      ControlGroup("Edit", systemImage: "pencil") {
        Button("Cut") {}
        RenameButton()
      }
      Swift5Swatch(color: .systemBlue).frame(height: 16)
      Swift5Controller()
      Color(Color.red.resolve(in: environment))
        .frame(width: iconSize, height: 16)
        .onTapGesture { location in taps.append(location) }
        .gesture(AnyGesture(SpatialTapGesture().map { _ in () }))
      Text("\(document?.title ?? "none") \(timerInterval: Date()...Date().addingTimeInterval(5))")
        .animation(.default) { $0.opacity(0.9) }
    }
    .renameAction($isRenaming)
    .inspector(isPresented: $showsInspector) { Text("Inspector").inspectorColumnWidth(120) }
    .searchable(text: $query, tokens: $tokens) { token in Text(token.name) }
    .searchScopes($scope) {
      Text("All").tag(0)
      Text("Mine").tag(1)
    }
    .submitScope()
  }
}

// `@Entry` (iOS 18) in Swift 5 language mode.
extension EnvironmentValues {
  @Entry var swift5EntryTitle: String = "Entry"
  @Entry var swift5EntryCount = 2
}

struct Swift5EntryView: View {
  @Environment(\.swift5EntryTitle) private var title
  @Environment(\.swift5EntryCount) private var count

  var body: some View {
    Text("\(title) \(count)")
  }
}
