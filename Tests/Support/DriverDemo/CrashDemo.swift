import Decl
import DeclRender
import Foundation

/// A whole app that crashes when its focused "Crash" button is pressed, in one of four ways
/// (`DriverDemo crash <way> [inline]`): `precondition`, `fatalError`, `index` (an array read
/// out of range) or `unwrap` (a force unwrap of nil). It prints `<CAPTURED>` while drawing,
/// which Decl keeps until the terminal is restored, so the crash must write it out.
///
/// Before it crashes it writes through `@AppStorage`, `@SceneStorage` and straight to
/// `UserDefaults` (its "Save" button, and the crash button too), for the tests that look for
/// the values on disk, or restored at the next launch, after a crash or a signal.
struct CrashDemo: View {
  let way: String
  @AppStorage("demo.appStorage") private var saved = 0
  @SceneStorage("demo.sceneStorage") private var sceneSaved = 0
  @State private var numbers = [1, 2, 3]

  var body: some View {
    VStack {
      Text("<CRASH \(way) saved \(saved)>")
      Text("<SCENE \(sceneSaved)>")
      Button("Crash") {
        save()
        crash()
      }
      Button("Save") { save() }
    }
    .onAppear { print("<CAPTURED>") }
  }

  private func save() {
    saved += 1
    sceneSaved += 1
    UserDefaults.standard.set("written \(saved)", forKey: "demo.userDefaults")
  }

  private func crash() {
    let missing: String? = numbers.count > 10 ? "never" : nil
    switch way {
    case "precondition":
      precondition(numbers.isEmpty, "numbers must be empty")
    case "fatalError":
      fatalError("crash requested")
    case "index":
      print("<ITEM \(numbers[numbers.count + 2])>")
    default:
      print("<UNWRAPPED \(missing!)>")
    }
  }
}

@MainActor
func runCrashDemo(way: String, inline: Bool) -> Never {
  if inline {
    Task {
      let _: Bool? = try? await TerminalApp.run(inline: true) { _ in CrashDemo(way: way) }
      exit(0)
    }
    dispatchMain()
  }
  do {
    try TerminalApp.run { CrashDemo(way: way) }
  } catch {
    print("error: \(error)")
  }
  exit(0)
}
