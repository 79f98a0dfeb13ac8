import Decl

/// Seed 003: the examples rebuilt from it so far.
enum Seed003Examples {
  static let all: [Example] = []
}
