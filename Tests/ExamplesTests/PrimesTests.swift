import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// Seed 004's PrimeTime app: state shared by every screen, the prime modal (a sheet whose
/// presenting state is reset on dismissal), the nth-prime effect as an injectable dependency
/// with progress while it runs, and favourites deleted from the keyboard.
@MainActor
@Suite struct PrimesTests {
  private func host(
    state: PrimeTime.AppState = PrimeTime.AppState(),
    client: NthPrimeClient = NthPrimeClient { PrimeMath.nthPrime($0) }
  ) -> TestHost {
    TestHost(width: 50, height: 14) {
      PrimeTime.ContentView(state: state).environment(\.nthPrimeClient, client)
    }
  }

  @Test func ordinals() {
    let expected = [
      1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st",
      101: "101st", 111: "111th", 112: "112th", 0: "0th", 22: "22nd", 1013: "1013th",
    ]
    for (n, ordinal) in expected { #expect(PrimeMath.ordinal(n) == ordinal) }
  }

  @Test func primality() {
    let primes = (0...30).filter(PrimeMath.isPrime)
    #expect(primes == [2, 3, 5, 7, 11, 13, 17, 19, 23, 29])
  }

  @Test func nthPrimeComputedLocally() {
    #expect(PrimeMath.nthPrime(0) == nil)
    #expect(PrimeMath.nthPrime(1) == 2)
    #expect(PrimeMath.nthPrime(7) == 17)
    #expect(PrimeMath.nthPrime(1000) == 7919)
    #expect(PrimeMath.nthPrime(1_000_000) == 15_485_863)
  }

  @Test func liveClientAnswersOffTheMainActor() async {
    #expect(await NthPrimeClient.live.nthPrime(1000) == 7919)
  }

  @Test func rootCounterAndSharedState() {
    let state = PrimeTime.AppState()
    let host = host(state: state)
    #expect(host.screen.contains("State management"))
    #expect(host.screen.contains("Counter demo"))
    #expect(host.screen.contains("Favorite primes"))
    assertSnapshot(host, named: "root", suite: "primes")

    #expect(host.tap("Counter demo"))
    #expect(host.screen.contains("Counter demo"))
    for _ in 0..<7 { #expect(host.tap("+")) }
    #expect(host.screen.contains("What's the 7th prime?"))
    assertSnapshot(host, named: "counter-at-7", suite: "primes")
    // The count survives going back and coming again.
    host.send(.escape)
    #expect(host.tap("Counter demo"))
    #expect(host.screen.contains(" 7 "))
    #expect(state.count == 7)
  }

  @Test func primeModalSavesAndIsNotShownAgainAfterDismissal() {
    let state = PrimeTime.AppState(count: 7)
    let host = host(state: state)
    #expect(host.tap("Counter demo"))
    #expect(host.tap("Is this prime?"))
    #expect(host.screen.contains("7 is prime 🎉"))
    #expect(host.screen.contains("Save to favorite primes"))
    assertSnapshot(host, named: "prime-sheet", suite: "primes")
    #expect(host.tap("Save to favorite primes"))
    #expect(host.screen.contains("Remove from favorite primes"))
    #expect(state.favoritePrimes == [7])
    host.send(.escape)
    #expect(!host.screen.contains("7 is prime"))
    // The episode's bug: a later change must not bring the modal back.
    #expect(host.tap("+"))
    #expect(!host.screen.contains("8 is not prime"))
    #expect(!host.screen.contains("favorite primes"))
    #expect(host.tap("Is this prime?"))
    #expect(host.screen.contains("8 is not prime :("))
    #expect(!host.screen.contains("favorite primes"))
  }

  @Test func nthPrimeShowsProgressThenAnAlert() async {
    let gate = Gate()
    let host = host(
      state: PrimeTime.AppState(count: 7),
      client: NthPrimeClient { n in
        await gate.wait()
        return PrimeMath.nthPrime(n)
      })
    #expect(host.tap("Counter demo"))
    #expect(host.tap("What's the 7th prime?"))
    // While the effect runs the button is disabled and shows a spinner.
    #expect(!host.element("What's the 7th prime?").isEnabled)
    #expect(host.runningAnimationCount == 1)
    await gate.open()
    // The effect's task writes the result on the main actor a moment later.
    let deadline = ContinuousClock.now + .seconds(10)
    while !host.screen.contains("The 7th prime is 17"), ContinuousClock.now < deadline {
      await host.settle(timeout: .milliseconds(20))
    }
    #expect(host.screen.contains("The 7th prime is 17"))
    #expect(host.screen.contains("Ok"))
    assertSnapshot(host, named: "nth-prime-alert", suite: "primes")
    #expect(host.tap("Ok"))
    #expect(!host.screen.contains("The 7th prime"))
    #expect(host.tap("What's the 7th prime?"))
  }

  @Test func favouritesDeletedFromTheKeyboard() {
    let state = PrimeTime.AppState(count: 0, favoritePrimes: [2, 3, 5])
    let host = host(state: state)
    #expect(host.tap("Favorite primes"))
    #expect(host.screen.contains("Favorite Primes"))
    #expect(host.rows.contains { $0.trimmingCharacters(in: .whitespaces) == "3" })
    assertSnapshot(host, named: "favourites", suite: "primes")
    // The pushed screen focuses its first row; Down moves to the second.
    host.send(.down)
    host.send(.delete)
    #expect(state.favoritePrimes == [2, 5])
    #expect(!host.rows.contains { $0.trimmingCharacters(in: .whitespaces) == "3" })
    assertSnapshot(host, named: "after-delete", suite: "primes")
    // The counter screen sees the same favourites.
    host.send(.escape)
    #expect(host.tap("Counter demo"))
    for _ in 0..<3 { #expect(host.tap("+")) }
    #expect(host.tap("Is this prime?"))
    #expect(host.screen.contains("Save to favorite primes"))
  }
}

/// Holds an effect until the test lets it finish.
private actor Gate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
}
