import Decl

/// The gallery's "Layout" section: one screen per layout container, written for the terminal
/// first (`.lengthUnit(.cells)`).
enum LayoutExamples {
  static let seed = (id: "layout", title: "Layout containers")

  static let all: [Example] = [
    Example("layout-grid", seed: seed.id, title: "Grid: columns that line up") { _ in
      AnyView(GridScreen().lengthUnit(.cells))
    },
    Example(
      "layout-lazy-vgrid", seed: seed.id, title: "LazyVGrid: adaptive columns, pinned headers"
    ) { _ in
      AnyView(LazyVGridScreen().lengthUnit(.cells))
    },
    Example("layout-lazy-hgrid", seed: seed.id, title: "LazyHGrid and LazyHStack: 10,000 sideways")
    { _ in
      AnyView(LazyHGridScreen().lengthUnit(.cells))
    },
    Example("layout-lazy-vstack", seed: seed.id, title: "LazyVStack: pinned section headers") { _ in
      AnyView(LazyVStackScreen().lengthUnit(.cells))
    },
    Example("layout-view-that-fits", seed: seed.id, title: "ViewThatFits: the first that fits") {
      _ in
      AnyView(ViewThatFitsScreen().lengthUnit(.cells))
    },
    Example("layout-geometry-reader", seed: seed.id, title: "GeometryReader: size and frames") {
      _ in
      AnyView(GeometryReaderScreen().lengthUnit(.cells))
    },
    Example("layout-preferences", seed: seed.id, title: "Preferences: values flowing up") { _ in
      AnyView(PreferencesScreen().lengthUnit(.cells))
    },
    Example(
      "layout-custom", seed: seed.id, title: "Custom layouts: equal widths, radial, AnyLayout"
    ) { _ in
      AnyView(CustomLayoutScreen().lengthUnit(.cells))
    },
    Example("layout-alignment", seed: seed.id, title: "Alignment guides across stacks") { _ in
      AnyView(AlignmentScreen().lengthUnit(.cells))
    },
    Example("layout-modifiers", seed: seed.id, title: "safeAreaInset, zIndex, position, frames") {
      _ in
      AnyView(LayoutModifiersScreen().lengthUnit(.cells))
    },
  ]
}
