// `import SwiftUI` on Linux: Decl's views and its terminal renderer under SwiftUI's name, so an
// iOS app's files compile unchanged. On iOS `import SwiftUI` also brings Foundation and UIKit;
// real files use `Date`, `URL`, `UIScreen.main` or `UIColor` with nothing else imported.
@_exported import Decl
@_exported import DeclRender
@_exported import Foundation
@_exported import UIKit

// URLSession, URLRequest and friends live in FoundationNetworking outside Apple's platforms.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
