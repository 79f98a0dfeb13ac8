import Foundation

// Image initializers with a label, a variable value (symbols that fill as a value grows) and
// the image options a terminal keeps: a variable value picks no variant here (a symbol is one
// glyph), and a label is what `accessibilityLabel` would give.

extension Image {
  /// An image asset, labelled for assistive technologies.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(name, bundle: bundle)
  }

  /// A system symbol drawn for `variableValue` (0 to 1): the symbol's one glyph.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
  }

  /// An image asset drawn for `variableValue`.
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
  }

  /// An image asset drawn for `variableValue`, labelled for assistive technologies.
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
    self.init(name, bundle: bundle)
  }

  /// A decorative image asset drawn for `variableValue`.
  public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(decorative: name, bundle: bundle)
  }

  /// The image, allowed `range` of brightness: the same image in a terminal.
  public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}
