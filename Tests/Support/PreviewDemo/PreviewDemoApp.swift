import Decl
import DeclRender

/// An app with previews, for the `--preview` tests: run as is it shows `<APP>`; `--preview`
/// lists its previews and `--preview NAME` shows one.
@main
struct PreviewDemoApp: App {
  var body: some Scene {
    WindowGroup { Text("<APP>") }
  }
}

struct Badge: View {
  var label: String
  var body: some View { Text("<\(label)>").padding(.horizontal) }
}

#Preview("Badge") {
  Badge(label: "BADGE PREVIEW")
}

#Preview("Counter", traits: .sizeThatFitsLayout) {
  @Previewable @State var count = 41
  Button("<COUNT \(count + 1)>") { count += 1 }
}

struct Badge_Previews: PreviewProvider {
  static var previews: some View {
    Badge(label: "PROVIDER PREVIEW").previewDisplayName("Provider")
  }
}
