// Course code written for SwiftUI says `import SwiftUI` and then uses Foundation's types
// (`CGFloat`, `UUID`, `Date`) without importing them; `import Decl` gives the same.
@_exported import Foundation
