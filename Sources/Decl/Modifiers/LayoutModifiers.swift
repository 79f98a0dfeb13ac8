import Foundation

// Layout modifiers. Lengths are terminal cells: columns horizontally, rows vertically.

extension View {
  /// Pads the given edges; with no length, one cell.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(EdgeInsets(edges, length ?? 1))
  }

  /// Pads every edge by `length` cells.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Pads each edge by its own amount.
  public func padding(_ insets: EdgeInsets) -> some View {
    builtin(
      .padding(
        top: max(0, insets.top.cells), leading: max(0, insets.leading.cells),
        bottom: max(0, insets.bottom.cells), trailing: max(0, insets.trailing.cells)))
  }

  /// A fixed-size frame; a `nil` dimension takes the content's size.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    builtin(
      .frame(
        width: width.map { max(0, $0.cells) }, height: height.map { max(0, $0.cells) },
        alignment: alignment))
  }

  /// A flexible frame between minimum and maximum sizes (`.infinity` to fill what is offered).
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    builtin(
      .flexibleFrame(
        FlexibleFrame(
          minWidth: minWidth.map { max(0, $0.cells) },
          idealWidth: idealWidth.map { max(0, $0.cells) },
          maxWidth: maxWidth.map { max(0, $0.cells) },
          minHeight: minHeight.map { max(0, $0.cells) },
          idealHeight: idealHeight.map { max(0, $0.cells) },
          maxHeight: maxHeight.map { max(0, $0.cells) },
          alignment: alignment)))
  }

  /// Gives the content its ideal size in both dimensions, whatever is offered.
  public func fixedSize() -> some View {
    builtin(.fixedSize(horizontal: true, vertical: true))
  }

  /// Gives the content its ideal size in the chosen dimensions.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    builtin(.fixedSize(horizontal: horizontal, vertical: vertical))
  }

  /// Stacks offer space to higher priorities first.
  public func layoutPriority(_ value: Double) -> some View {
    builtin(.layoutPriority(value))
  }

  /// Moves the drawing without changing the layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    builtin(.offset(x: x.cells, y: y.cells))
  }

  /// Moves the drawing without changing the layout.
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Keeps the space but draws nothing.
  public func hidden() -> some View {
    builtin(.hidden)
  }

  /// Gives the view an explicit identity; a new id is a new view with fresh state.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    builtin(.id(AnyHashable(id)))
  }
}
