// Combine's subset, which SwiftUI view models use through `import SwiftUI` alone.
@_exported import DeclCombine
// Course code written for SwiftUI says `import SwiftUI` and then uses Foundation's types
// (`CGFloat`, `UUID`, `Date`) and `@Observable` without importing them; `import Decl`
// gives the same.
@_exported import Foundation
@_exported import Observation
