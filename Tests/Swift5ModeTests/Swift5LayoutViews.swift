// Layout code as written for Swift 5: preference keys with mutable static defaults, readers,
// grids, custom layouts and alignment ids must compile in Swift 5 language mode.
import Decl
import Foundation

struct SizeKey: PreferenceKey {
  static var defaultValue: CGSize = .zero
  static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
    value = nextValue()
  }
}

extension VerticalAlignment {
  struct Midline: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context[VerticalAlignment.center]
    }
  }
  static let midline = VerticalAlignment(Midline.self)
}

struct Column: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subview.dimensions(in: .unspecified).height
    }
  }
}

struct Swift5LayoutView: View {
  @State private var size: CGSize = .zero
  let columns = [GridItem(.flexible()), GridItem(.flexible())]

  var body: some View {
    VStack {
      GeometryReader { proxy in
        Text("reader \(Int(proxy.size.width))")
          .preference(key: SizeKey.self, value: proxy.size)
      }
      .frame(height: 16)
      LazyVGrid(columns: columns) {
        ForEach(0..<4, id: \.self) { Text("cell \($0)") }
      }
      Grid {
        GridRow {
          Text("a").gridColumnAlignment(.trailing)
          Text("b")
        }
      }
      HStack(alignment: .midline) {
        Text("left").alignmentGuide(.midline) { $0[.top] }
        Column {
          Text("one")
          Text("two")
        }
      }
      ViewThatFits { Text("size \(Int(size.width))") }
    }
    .onPreferenceChange(SizeKey.self) { size = $0 }
  }
}
