import Decl

/// One runnable course example.
struct Example: Sendable {
  /// The id used on the command line and for the snapshot folder.
  let id: String
  /// The seed (course text) the example comes from, e.g. "000".
  let seed: String
  let title: String
  /// A heading inside the seed, for seeds with many small screens (chapter 6's "Binding").
  let group: String?
  /// Makes the example's root view; `arguments` are the command-line words after the id.
  let makeView: @MainActor @Sendable (_ arguments: [String]) -> AnyView

  init(
    _ id: String, seed: String, title: String, group: String? = nil,
    makeView: @escaping @MainActor @Sendable (_ arguments: [String]) -> AnyView
  ) {
    self.id = id
    self.seed = seed
    self.title = title
    self.group = group
    self.makeView = makeView
  }
}
