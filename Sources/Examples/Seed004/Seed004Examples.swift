import Decl

/// Seed 004: the examples rebuilt from it so far.
enum Seed004Examples {
  static let all: [Example] = []
}
