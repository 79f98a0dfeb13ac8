import Decl
import DeclInput

/// A node's answers per proposal, until something below it changes.
///
/// A node is usually asked about a handful of proposals (a stack probes each child at its
/// smallest and largest and then gives it a share), so the first four answers are kept
/// inline and found by comparing two integers each: no hashing, no allocation, and nothing to
/// retain. Later ones go to a dictionary, so nothing answered is ever forgotten (a deep tree
/// asked again for an evicted answer would measure its whole subtree again).
package struct SizeCache {
  /// A proposal as two integers, `Int.min` standing for an unspecified dimension.
  private struct Key: Hashable {
    var width: Int
    var height: Int

    init(_ proposal: ProposedSize) {
      width = proposal.width ?? .min
      height = proposal.height ?? .min
    }
  }

  private var key0 = Key(ProposedSize(width: nil, height: nil))
  private var key1 = Key(ProposedSize(width: nil, height: nil))
  private var key2 = Key(ProposedSize(width: nil, height: nil))
  private var key3 = Key(ProposedSize(width: nil, height: nil))
  private var size0 = Size.zero
  private var size1 = Size.zero
  private var size2 = Size.zero
  private var size3 = Size.zero
  /// How many of the inline entries hold answers.
  private var count = 0
  /// The answers beyond the first four; nil until there are some.
  private var overflow: [Key: Size]?

  package var isEmpty: Bool { count == 0 }

  package subscript(proposal: ProposedSize) -> Size? {
    let key = Key(proposal)
    // Unrolled: a loop over a tuple would need an unsafe pointer to it.
    if count > 0, key0 == key { return size0 }
    if count > 1, key1 == key { return size1 }
    if count > 2, key2 == key { return size2 }
    if count > 3, key3 == key { return size3 }
    if count < 4 { return nil }
    return overflow?[key]
  }

  /// Records the answer for a proposal the cache does not hold.
  package mutating func insert(_ size: Size, for proposal: ProposedSize) {
    let key = Key(proposal)
    switch count {
    case 0: (key0, size0) = (key, size)
    case 1: (key1, size1) = (key, size)
    case 2: (key2, size2) = (key, size)
    case 3: (key3, size3) = (key, size)
    default:
      var table = overflow ?? [:]
      overflow = nil
      table[key] = size
      overflow = table
      return
    }
    count += 1
  }

  package mutating func removeAll() {
    count = 0
    if overflow != nil { overflow = nil }
  }
}
