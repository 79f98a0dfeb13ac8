import Decl

/// Seed 001: the examples rebuilt from it so far.
enum Seed001Examples {
  static let all: [Example] = []
}
