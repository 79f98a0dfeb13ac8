import Combine
import DeclTesting
import SwiftUI
import Testing
import UIKit

/// `import SwiftUI`, `import Combine` and `import UIKit` give an iOS file what it uses, in
/// Swift 6 language mode: views, Foundation, Combine and the UIKit subset.
@MainActor
struct AppleModulesTests {
  @Test func anIOSStyleViewRendersWithAppleImportsOnly() async {
    let host = TestHost(width: 40, height: 8) { ProfileView(model: ProfileModel()) }
    await host.settle()
    #expect(host.screen.contains("Ada Lovelace"))
    #expect(host.screen.contains("phone"))
    host.send(.tab)
    host.send(.enter)
    #expect(host.screen.contains("Copied"))
    #expect(UIPasteboard.general.string == "https://example.com/ada")
  }

  @Test func foundationComesWithSwiftUI() throws {
    let url = try #require(URL(string: "https://example.com"))
    #expect(url.host == "example.com")
    #expect(UUID().uuidString.count == 36)
    #expect(Date(timeIntervalSince1970: 0) < Date())
    let request = URLRequest(url: url)
    #expect(request.url == url)
    _ = URLSession.shared
  }

  @Test func combineFromImportCombine() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.map { $0 * 2 }.sink { received.append($0) }
    subject.send(1)
    subject.send(2)
    cancellable.cancel()
    #expect(received == [2, 4])
  }

  @Test func screenIsTheTerminalInPoints() {
    let saved = UIScreen.main.cells
    defer { UIScreen.main.cells = saved }
    UIScreen.main.cells = (80, 24)
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 640, height: 384))
    #expect(UIScreen.main.bounds.size.width / 8 == 80)
  }

  @Test func uiColorComponentsAndColors() {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(
      UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 0.75).getRed(
        &red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [0.5, 0.25, 1, 0.75])
    UIColor(Color.white).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect([red, green, blue, alpha] == [1, 1, 1, 1])
    #expect(Color(uiColor: .systemRed) == Color.red)
    #expect(Color(UIColor.systemBlue) == Color.blue)
    #expect(UIColor(Color.green).cgColor.components?.count == 4)
    #expect(Color(cgColor: UIColor.red.cgColor) == Color(red: 1, green: 0, blue: 0))
  }

  @Test func uiFontBecomesAFont() {
    #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .system(.headline))
    #expect(Font(UIFont.systemFont(ofSize: 20, weight: .bold)) == .system(size: 20, weight: .bold))
    #expect(UIFont(name: "Georgia-Bold", size: 30)?.pointSize == 30)
    #expect(UIFontMetrics.default.scaledValue(for: 32) == 32)
  }

  @Test func uiImagesShowAsImages() throws {
    let symbol = try #require(UIImage(systemName: "star.fill"))
    #expect(Image(uiImage: symbol) == Image(systemName: "star.fill"))
    #expect(UIImage(named: "no-such-image-anywhere") == nil)
    #expect(UIImage(systemName: "") == nil)
    #expect(UIImage(systemName: "no.such.symbol") == nil)
  }

  @Test func deviceAndApplication() {
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(!UIDevice.current.systemVersion.isEmpty)
    #expect(UIApplication.shared.connectedScenes.count == 1)
    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    #expect(scene?.windows.first?.isKeyWindow == true)
    let url = URL(string: "https://example.com")!
    #expect(!UIApplication.shared.canOpenURL(url))
    var opened: Bool?
    UIApplication.shared.open(url) { opened = $0 }
    #expect(opened == false)
  }

  /// While an app runs, `open` goes to the platform's opener the renderer installs and the
  /// pasteboard reaches the terminal's clipboard (OSC 52), as `Link` and copying do.
  @Test func openAndPasteboardReachTheTerminal() {
    var openedURLs: [URL] = []
    OpenURLAction.system = { url in
      openedURLs.append(url)
      return true
    }
    defer { OpenURLAction.system = nil }
    let url = URL(string: "https://example.com/docs")!
    #expect(UIApplication.shared.canOpenURL(url))
    var opened: Bool?
    UIApplication.shared.open(url) { opened = $0 }
    #expect(opened == true)
    #expect(openedURLs == [url])

    let copied = CopiedTexts()
    Clipboard.install { copied.append($0) }
    defer { Clipboard.install(writer: nil) }
    UIPasteboard.general.string = "for the terminal"
    #expect(copied.texts == ["for the terminal"])
    #expect(UIPasteboard.general.string == "for the terminal")
  }

  @Test func appearanceProxiesAndHapticsAreAccepted() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = UIColor(Color.blue)
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    UINavigationBar.appearance().standardAppearance = appearance
    UINavigationBar.appearance().largeTitleTextAttributes = [
      .foregroundColor: UIColor.label, .font: UIFont(name: "Georgia-Bold", size: 30) as Any,
    ]
    UITableView.appearance().backgroundColor = .clear
    UISegmentedControl.appearance().setTitleTextAttributes(
      [.foregroundColor: UIColor.white], for: .selected)
    UIStepper.appearance().setIncrementImage(
      UIImage(systemName: "plus")?.withTintColor(.red), for: .normal)
    UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
    UINotificationFeedbackGenerator().notificationOccurred(.error)
    UISelectionFeedbackGenerator().selectionChanged()
    #expect(appearance.titleTextAttributes.count == 1)
  }

  @Test func textCheckerFindsNoMisspellingWithoutAWordList() {
    let checker = UITextChecker()
    let word = "hello"
    let range = checker.rangeOfMisspelledWord(
      in: word, range: NSRange(location: 0, length: word.utf16.count), startingAt: 0, wrap: false,
      language: "en")
    let hasWords = FileManager.default.fileExists(atPath: "/usr/share/dict/words")
    #expect(range.location == NSNotFound || hasWords)
  }
}

/// A view model as iOS code writes it: `ObservableObject` and `@Published` from Combine.
private final class ProfileModel: ObservableObject {
  @Published var name = "Ada Lovelace"
  @Published var copied = false
}

private struct ProfileView: View {
  @ObservedObject var model: ProfileModel

  var body: some View {
    VStack(alignment: .leading) {
      Text(model.name).foregroundStyle(Color(uiColor: .label))
      Text("\(UIDevice.current.userInterfaceIdiom == .phone ? "phone" : "other")")
      Button(model.copied ? "Copied" : "Copy link") {
        UIPasteboard.general.string = "https://example.com/ada"
        UISelectionFeedbackGenerator().selectionChanged()
        model.copied = true
      }
    }
  }
}

/// Texts the clipboard writer was given (it may be called from any thread).
final class CopiedTexts: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  func append(_ text: String) { lock.withLock { stored.append(text) } }
  var texts: [String] { lock.withLock { stored } }
}
