// A stopwatch in the Combine style many tutorials use: Timer.publish with autoconnect and
// onReceive, a Duration formatted as minutes and seconds, and a scene that watches its phase.
import Decl
import Foundation

struct T07StopwatchView: View {
  @State private var elapsed = 0
  @State private var isRunning = false
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var formatted: String {
    Duration.seconds(elapsed).formatted(.time(pattern: .minuteSecond))
  }

  var body: some View {
    VStack(spacing: 1) {
      Text(formatted)
        .font(.system(size: 48, weight: .thin, design: .monospaced))
      HStack {
        Button(isRunning ? "Stop" : "Start") { isRunning.toggle() }
          .buttonStyle(.borderedProminent)
          .tint(isRunning ? .red : .green)
        Button("Reset") { elapsed = 0 }
          .buttonStyle(.bordered)
          .disabled(elapsed == 0)
      }
    }
    .onReceive(timer) { _ in
      if isRunning { elapsed += 1 }
    }
  }
}

struct T07StopwatchApp: App {
  @Environment(\.scenePhase) private var scenePhase
  @State private var lastPhase = "active"

  var body: some Scene {
    WindowGroup {
      T07StopwatchView()
    }
    .onChange(of: scenePhase) { phase in
      lastPhase = "\(phase)"
    }
  }
}
