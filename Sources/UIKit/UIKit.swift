// `import UIKit` on Linux: the part of UIKit that SwiftUI apps touch (`UIColor`, `UIScreen`,
// `UIApplication`, `UIDevice`, haptics, `UIPasteboard`, appearance proxies), which lives in
// Decl's UIKit folder so `import Decl` reaches it too, plus Foundation as UIKit brings it.
@_exported import Decl
@_exported import Foundation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
