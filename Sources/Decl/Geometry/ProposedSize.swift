/// The size a parent offers a child, in cells; a `nil` dimension asks for the ideal size.
package struct ProposedSize: Hashable, Sendable {
  package var width: Int?
  package var height: Int?

  package init(width: Int?, height: Int?) {
    self.width = width
    self.height = height
  }

  package init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  package subscript(axis: Axis) -> Int? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A proposal with `major` along `axis` and `minor` across it.
  package init(axis: Axis, major: Int?, minor: Int?) {
    self =
      axis == .horizontal
      ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
  }

  /// The proposal, with unspecified dimensions replaced by `size`'s.
  package func replacingUnspecified(by size: Size) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }
}

extension Size {
  package subscript(axis: Axis) -> Int {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  package init(axis: Axis, major: Int, minor: Int) {
    self =
      axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
  }
}

extension Axis {
  package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
