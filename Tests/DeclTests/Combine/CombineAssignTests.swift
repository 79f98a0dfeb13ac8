import Testing

@testable import Decl
@testable import DeclCombine

private final class Thermostat: ObservableObject {
  @Published var celsius = 20.0
  @Published var label = ""
  var fahrenheit = 0.0
}

@Suite struct CombineAssignTests {
  @Test func assignToOnWritesEveryValue() {
    let thermostat = Thermostat()
    let subject = PassthroughSubject<Double, Never>()
    let cancellable = subject.assign(to: \.fahrenheit, on: thermostat)
    subject.send(212)
    #expect(thermostat.fahrenheit == 212)
    cancellable.cancel()
    subject.send(32)
    #expect(thermostat.fahrenheit == 212)
  }

  @Test func assignToOnPublishedPropertyFiresObjectWillChange() {
    let thermostat = Thermostat()
    var changes = 0
    let a = thermostat.objectWillChange.sink { changes += 1 }
    let b = Just(25.0).assign(to: \.celsius, on: thermostat)
    #expect(thermostat.celsius == 25)
    #expect(changes == 1)
    _ = (a, b)
  }

  @Test func assignRetainsTheObjectUntilCancelled() {
    // Documented Combine behaviour: the subscriber keeps `object` alive.
    let subject = PassthroughSubject<Double, Never>()
    weak var weakThermostat: Thermostat?
    var cancellable: AnyCancellable?
    do {
      let thermostat = Thermostat()
      weakThermostat = thermostat
      cancellable = subject.assign(to: \.fahrenheit, on: thermostat)
    }
    #expect(weakThermostat != nil)
    cancellable?.cancel()
    #expect(weakThermostat == nil)
  }

  @Test func assignReleasesTheObjectOnCompletion() {
    let subject = PassthroughSubject<Double, Never>()
    let thermostat = Thermostat()
    let assign = Subscribers.Assign(object: thermostat, keyPath: \.fahrenheit)
    subject.subscribe(assign)
    subject.send(1)
    #expect(assign.object === thermostat)
    subject.send(completion: .finished)
    #expect(assign.object == nil)
    subject.send(2)
    #expect(thermostat.fahrenheit == 1)
  }

  @Test func assignToPublishedRepublishes() {
    let thermostat = Thermostat()
    var changes = 0
    var labels: [String] = []
    let a = thermostat.objectWillChange.sink { changes += 1 }
    let b = thermostat.$label.sink { labels.append($0) }
    thermostat.$celsius.map { "\(Int($0))°C" }.assign(to: &thermostat.$label)
    #expect(thermostat.label == "20°C")
    thermostat.celsius = 30
    #expect(thermostat.label == "30°C")
    #expect(labels == ["", "20°C", "30°C"])
    #expect(changes == 3)  // label, celsius, label
    _ = (a, b)
  }

  @Test func assignToPublishedLivesAsLongAsTheProperty() {
    let upstream = CombineManualPublisher<String, Never>()
    weak var weakThermostat: Thermostat?
    do {
      let thermostat = Thermostat()
      weakThermostat = thermostat
      upstream.assign(to: &thermostat.$label)
      upstream.send("on")
      #expect(thermostat.label == "on")
      #expect(!upstream.cancelled)
    }
    // No retain cycle: the object goes away and takes the subscription with it.
    #expect(weakThermostat == nil)
    #expect(upstream.cancelled)
  }
}
