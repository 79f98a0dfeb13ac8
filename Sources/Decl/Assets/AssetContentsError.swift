/// Why an asset set's `Contents.json` could not be used.
package struct AssetContentsError: Error, Hashable, Sendable {
  package let reason: String

  package init(_ reason: String) { self.reason = reason }
}
