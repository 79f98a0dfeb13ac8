import Combine
import SwiftUI
import Testing
import UIKit

/// The same imports in Swift 5 language mode, where iOS code written before Swift 6 lives:
/// `UIScreen.main` in a stored property, a Combine view model, UIKit colours and appearance.
struct AppleModulesSwift5Tests {
  @MainActor
  @Test func anIOSStyleFileCompilesAndRuns() async {
    let host = TestHost(width: 40, height: 6) { CounterScreen() }
    await host.settle()
    #expect(host.screen.contains("Taps 0"))
    host.send(.tab)
    host.send(.enter)
    #expect(host.screen.contains("Taps 1"))
  }
}

final class TapCounter: ObservableObject {
  @Published var taps = 0
  private var cancellables = Set<AnyCancellable>()
  @Published var log: [Int] = []

  init() {
    $taps.dropFirst().sink { [weak self] value in self?.log.append(value) }.store(in: &cancellables)
  }
}

struct CounterScreen: View {
  @StateObject private var counter = TapCounter()
  let screenWidth = UIScreen.main.bounds.width

  init() {
    UITableView.appearance().backgroundColor = .clear
    UISegmentedControl.appearance().selectedSegmentTintColor = UIColor(Color.accentColor)
  }

  var body: some View {
    VStack {
      Text("Taps \(counter.taps)")
        .foregroundColor(Color(UIColor.secondaryLabel))
      Button("Tap") {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        counter.taps += 1
      }
      .frame(width: screenWidth / 2)
    }
  }
}
