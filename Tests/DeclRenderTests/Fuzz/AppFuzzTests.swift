import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// `TestHost.fuzz` itself: a drift planted in the bytes a terminal gets is found and shrunk to
/// the few steps that cause it, and a sound app survives.
@MainActor
struct AppFuzzTests {
  /// A line that gets shorter when the button is pressed: the encoder erases the rest of the
  /// row (EL) rather than print spaces.
  struct Shrinking: View {
    @State private var long = true
    @State private var name = ""

    var body: some View {
      VStack {
        Text(long ? "a long line of text that gets shorter" : "short")
        Button("Toggle") { long.toggle() }
        TextField("Name", text: $name)
        List(0..<30, id: \.self) { Text("Row \($0)") }
      }
    }
  }

  /// Drops every "erase to end of line" from the frames: stale text stays on the terminal.
  static func dropErase(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if index + 2 < bytes.count, bytes[index] == 0x1B, bytes[index + 1] == 0x5B,
        bytes[index + 2] == 0x4B
      {
        index += 3
        continue
      }
      result.append(bytes[index])
      index += 1
    }
    return result
  }

  @Test func aPlantedDriftIsFoundAndShrunk() throws {
    let host = TestHost(width: 50, height: 12) { Shrinking() }
    let failure = try #require(
      host.fuzz(seed: 7, steps: 400, tamper: Self.dropErase), "the planted drift was not found")
    #expect(failure.message.contains("differs from a full repaint"))
    // Pressing the button is one click, or focusing it and pressing Enter: two steps at most.
    #expect(failure.steps.count <= 2, "not shrunk: \(failure)")
    #expect(failure.step + 1 >= failure.steps.count)
    // The description is code for a test.
    #expect(failure.description.contains("host."))
    #expect(failure.description.contains("seed 7"))

    // The shrunk steps fail from a fresh host, and each one is needed.
    func fails(_ steps: [FuzzStep]) -> Bool {
      var session = FuzzSession(host: host.freshCopy(), tamper: Self.dropErase)
      return steps.contains { session.perform($0) != nil }
    }
    #expect(fails(failure.steps))
    for index in failure.steps.indices {
      var fewer = failure.steps
      fewer.remove(at: index)
      #expect(!fails(fewer), "step \(index) is not needed: \(failure)")
    }
  }

  @Test func aSoundAppSurvives() {
    let host = TestHost(width: 50, height: 12) { Shrinking() }
    let failure = host.fuzz(seed: 3, steps: 300)
    #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
  }

  @Test func stepsReadAsTestHostCalls() {
    #expect(FuzzStep.key(.tab, []).description == "host.send(.tab)")
    #expect(FuzzStep.key(.down, .option).description == "host.send(.down, modifiers: .option)")
    #expect(FuzzStep.key(.char("b"), []).description == #"host.send(.char("b"))"#)
    #expect(FuzzStep.key(.ctrl("k"), []).description == #"host.send(.ctrl("k"))"#)
    #expect(FuzzStep.text("b9").description == #"host.type("b9")"#)
    #expect(FuzzStep.paste("a\nb").description == #"host.paste("a\nb")"#)
    #expect(FuzzStep.click(x: 27, y: 6).description == "host.click(x: 27, y: 6)")
    #expect(FuzzStep.wheel(x: 1, y: 2, rows: -3).description == "host.scroll(x: 1, y: 2, rows: -3)")
    #expect(
      FuzzStep.resize(width: 72, height: 22).description == "host.resize(width: 72, height: 22)")
  }

  @Test func theFuzzSettingIsRead() {
    #expect(FuzzCommand.parse("42:5000")! == (42, 5000))
    #expect(FuzzCommand.parse("42")! == (42, 1000))
    #expect(FuzzCommand.parse("x:1") == nil)
    #expect(FuzzCommand.parse("1:0") == nil)
    #expect(FuzzCommand.size("72x22")! == (72, 22))
    #expect(FuzzCommand.size("0x22") == nil)
  }
}
