import Decl
import Testing

@testable import DeclRender

@MainActor
private final class StepLog {
  var events: [String] = []
}

private struct Quantity: View {
  @State var quantity = 2
  var log = StepLog()
  var disabled = false
  var body: some View {
    VStack(alignment: .leading) {
      Stepper("Quantity: \(quantity)", value: $quantity, in: 1...3) {
        log.events.append($0 ? "begin \(quantity)" : "end \(quantity)")
      }
      .disabled(disabled)
      Button("Other") {}
    }
  }
}

@MainActor
@Suite struct StepperTests {
  @Test func theLabelThenTheButtonsAtTheTrailingEdge() {
    let host = TestHost(width: 30, height: 2) { Quantity() }
    #expect(host.rows[0] == "Quantity: 2" + String(repeating: " ", count: 10) + "[ − | + ]")
    #expect(host.style(at: "−")?.foreground == cellColor(.accentColor))
    #expect(host.style(at: "+")?.foreground == cellColor(.accentColor))
  }

  @Test func rightAndPlusIncrementLeftAndMinusDecrementWithinTheBounds() {
    let host = TestHost(width: 30, height: 2) { Quantity() }
    host.send(.tab)
    host.send(.right)
    #expect(host.screen.contains("Quantity: 3"))
    host.send(.right)
    host.type("+")
    #expect(host.screen.contains("Quantity: 3"))
    host.send(.left)
    host.type("-")
    #expect(host.screen.contains("Quantity: 1"))
    host.send(.left)
    #expect(host.screen.contains("Quantity: 1"))
  }

  @Test func anEndThatCannotGoFurtherIsDimmed() {
    let host = TestHost(width: 30, height: 2) { Quantity() }
    host.send(.tab)
    host.send(.right)
    let plus = host.style(at: "+")
    #expect(plus?.foreground == cellColor(.gray))
    #expect(plus?.attributes.contains(.dim) == true)
    #expect(host.style(at: "−")?.attributes.contains(.dim) == false)
  }

  @Test func eachStepIsOneEdit() {
    let log = StepLog()
    let host = TestHost(width: 30, height: 2) { Quantity(log: log) }
    host.send(.tab)
    host.send(.right)
    // At the upper bound a step does nothing, and edits nothing.
    host.send(.right)
    #expect(log.events == ["begin 2", "end 3"])
  }

  @Test func clicksOnEitherHalfStep() {
    let host = TestHost(width: 30, height: 2) { Quantity() }
    let (x, y) = host.position(of: "[ − | + ]")!
    host.click(x: x + 2, y: y)
    #expect(host.screen.contains("Quantity: 1"))
    host.click(x: x + 7, y: y)
    host.click(x: x + 8, y: y)
    #expect(host.screen.contains("Quantity: 3"))
    // A click on the label only focuses.
    host.click(x: 0, y: y)
    #expect(host.screen.contains("Quantity: 3"))
  }

  @Test func aDisabledStepperIsGreyAndSkipped() {
    let host = TestHost(width: 30, height: 2) { Quantity(disabled: true) }
    #expect(host.style(at: "+")?.foreground == cellColor(.gray))
    #expect(host.style(at: "Quantity")?.foreground == cellColor(.gray))
    let (x, y) = host.position(of: "+")!
    host.click(x: x, y: y)
    host.send(.tab)
    host.send(.right)
    #expect(host.screen.contains("Quantity: 2"))
  }

  @Test func closuresForIncrementAndDecrement() {
    struct Colors: View {
      @State var index = 0
      let names = ["red", "green", "blue"]
      var body: some View {
        Stepper {
          Text("Color: \(names[index])")
        } onIncrement: {
          index = (index + 1) % names.count
        } onDecrement: {
          index = (index + names.count - 1) % names.count
        }
      }
    }
    let host = TestHost(width: 30, height: 1) { Colors() }
    host.send(.tab)
    host.send(.left)
    #expect(host.screen.contains("Color: blue"))
    host.send(.right)
    host.send(.right)
    #expect(host.screen.contains("Color: green"))
  }

  @Test func aMissingClosureDimsItsButton() {
    struct OnlyUp: View {
      @State var count = 0
      var body: some View {
        Stepper("Count \(count)", onIncrement: { count += 1 }, onDecrement: nil)
      }
    }
    let host = TestHost(width: 30, height: 1) { OnlyUp() }
    #expect(host.style(at: "−")?.attributes.contains(.dim) == true)
    host.send(.tab)
    host.send(.left)
    host.send(.right)
    #expect(host.screen.contains("Count 1"))
  }

  @Test func aStepAndAnUnboundedValueWithTheLabelHidden() {
    struct ByFive: View {
      @State var value = 0
      var body: some View {
        VStack {
          Stepper(value: $value, step: 5) { Text("Value") }.labelsHidden()
          Text("value \(value)")
        }
      }
    }
    let host = TestHost(width: 20, height: 2) { ByFive() }
    #expect(host.lines[0] == "[ − | + ]")
    host.send(.tab)
    host.send(.left)
    #expect(host.screen.contains("value -5"))
    host.send(.right)
    host.send(.right)
    #expect(host.screen.contains("value 5"))
  }

  @Test func theInitializersSwiftUICodeUses() {
    struct Forms: View {
      @State var a = 1
      @State var b = 0.5
      let title = "Plain"
      var body: some View {
        VStack {
          Stepper(value: $a, in: 0...3) { Text("A \(a)") }
          Stepper(value: $b, in: 0...1, step: 0.25) { Text("B \(b)") }
          Stepper(title, value: $a, in: 0...3)
          Stepper("Unbounded \(a)", value: $a)
        }
      }
    }
    let host = TestHost(width: 30, height: 4) { Forms() }
    host.send(.tab)
    host.send(.right)
    host.send(.tab)
    host.send(.left)
    #expect(host.screen.contains("A 2"))
    #expect(host.screen.contains("B 0.25"))
    #expect(host.screen.contains("Plain"))
  }
}
