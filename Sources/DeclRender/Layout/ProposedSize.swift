import Decl

/// The size a parent offers a child, in cells; a `nil` dimension asks for the ideal size.
struct ProposedSize: Hashable {
  var width: Int?
  var height: Int?

  init(width: Int?, height: Int?) {
    self.width = width
    self.height = height
  }

  init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  subscript(axis: Axis) -> Int? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// A proposal with `major` along `axis` and `minor` across it.
  init(axis: Axis, major: Int?, minor: Int?) {
    self =
      axis == .horizontal
      ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
  }

  /// The proposal, with unspecified dimensions replaced by `size`'s.
  func replacingUnspecified(by size: Size) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }
}

extension Size {
  subscript(axis: Axis) -> Int {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  init(axis: Axis, major: Int, minor: Int) {
    self =
      axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
  }
}

extension Axis {
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
