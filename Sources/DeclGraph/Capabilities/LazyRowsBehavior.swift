import Decl

/// A `ForEach` whose rows are realised only where they are seen: a scroll request can find a row
/// that is not realised yet by its id.
@MainActor
package protocol LazyRowsBehavior: NodeBehavior {
  /// The data, when only a window of it is realised; nil otherwise.
  var lazyRows: (any ForEachContent)? { get }
}
