import Decl

/// Seed 004, "PrimeTime: state management" (Point-Free, Chinese translation).
enum PrimeTimeExamples {
  static let all: [Example] = [
    Example("primes", seed: "004", title: "Counter, prime modal, nth prime, favourites") { _ in
      AnyView(PrimeTime.Root())
    }
  ]
}
