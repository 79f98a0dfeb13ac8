import Decl

/// The arithmetic of the PrimeTime app: the episode's `isPrime`, English ordinals, and the nth
/// prime computed locally (the episode asked Wolfram Alpha).
enum PrimeMath {
  /// Whether `p` is prime, by trial division as in the episode.
  static func isPrime(_ p: Int) -> Bool {
    if p <= 1 { return false }
    if p <= 3 { return true }
    var i = 2
    while i * i <= p {
      if p % i == 0 { return false }
      i += 1
    }
    return true
  }

  /// "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "101st", "111th".
  static func ordinal(_ n: Int) -> String {
    let suffix: String
    switch (abs(n) % 10, abs(n) % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(n)\(suffix)"
  }

  /// The nth prime (1-based), by a sieve of odd numbers up to Rosser's bound; nil for n < 1.
  static func nthPrime(_ n: Int) -> Int? {
    guard n >= 1 else { return nil }
    if n == 1 { return 2 }
    let x = Double(max(n, 6))
    // p(n) < n (ln n + ln ln n) for n ≥ 6.
    let limit = Int(x * (log(x) + log(log(x)))) + 3
    let size = limit / 2  // index i stands for the odd number 2i + 1
    var composite = [Bool](repeating: false, count: size + 1)
    var count = 1
    return composite.withUnsafeMutableBufferPointer { sieve -> Int? in
      var i = 1
      while i <= size {
        if !sieve[i] {
          let p = 2 * i + 1
          count += 1
          if count == n { return p }
          var multiple = p * p / 2
          while multiple <= size {
            sieve[multiple] = true
            multiple += p
          }
        }
        i += 1
      }
      return nil
    }
  }
}

/// The side effect of "What's the nth prime?" as a dependency: the app gets the live one,
/// tests put their own in the environment.
struct NthPrimeClient: Sendable {
  var nthPrime: @Sendable (Int) async -> Int?

  /// Computes the answer off the main actor.
  static let live = NthPrimeClient { n in
    await Task.detached(priority: .userInitiated) { PrimeMath.nthPrime(n) }.value
  }
}

private struct NthPrimeClientKey: EnvironmentKey {
  static let defaultValue = NthPrimeClient.live
}

extension EnvironmentValues {
  var nthPrimeClient: NthPrimeClient {
    get { self[NthPrimeClientKey.self] }
    set { self[NthPrimeClientKey.self] = newValue }
  }
}
