import Decl

/// Seed 002: the examples rebuilt from it so far.
enum Seed002Examples {
  static let all: [Example] = []
}
