// `import Combine` on Linux: Decl's Combine subset (publishers, subjects, schedulers,
// `ObservableObject`, `@Published`) under Combine's name.
@_exported import DeclCombine
@_exported import Foundation
