import Decl
import Foundation

/// Apple's "Composing custom layouts" equal-width stack: every subview as wide as the widest.
struct EqualWidthHStack: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let maxSize = maxSize(subviews: subviews)
    let spacing = CGFloat(max(0, subviews.count - 1))
    return CGSize(width: maxSize.width * CGFloat(subviews.count) + spacing, height: maxSize.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let maxSize = maxSize(subviews: subviews)
    let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
    var x = bounds.minX + maxSize.width / 2
    for subview in subviews {
      subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placementProposal)
      x += maxSize.width + 1
    }
  }

  private func maxSize(subviews: Subviews) -> CGSize {
    subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }
}

/// Apple's radial layout: subviews on a circle, the first at the top, going clockwise.
struct RadialLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    // Cells are twice as tall as wide: the circle is twice as wide in columns as in rows.
    let radius = min(bounds.width / 2, bounds.height) / 2.5
    let angle = Angle.degrees(360.0 / Double(max(1, subviews.count))).radians
    for (index, subview) in subviews.enumerated() {
      let turn = angle * Double(index)
      let point = CGPoint(
        x: bounds.midX + 2 * radius * sin(turn), y: bounds.midY - radius * cos(turn))
      subview.place(at: point, anchor: .center, proposal: .unspecified)
    }
  }
}

/// Custom layouts: the equal-width stack, the radial layout, and `AnyLayout` switching the
/// same views between a row and a column, which keep their state.
struct CustomLayoutScreen: View {
  @State private var isColumn = false
  @State private var votes = [0, 0, 0]
  private let names = ["Tea", "Coffee", "Hot chocolate"]

  var body: some View {
    let layout = isColumn ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
    VStack(alignment: .leading, spacing: 1) {
      Text("EqualWidthHStack").bold()
      EqualWidthHStack {
        ForEach(names.indices, id: \.self) { index in
          Button(names[index]) { votes[index] += 1 }
            .buttonStyle(.bordered)
        }
      }
      HStack {
        Text("AnyLayout").bold()
        Button(isColumn ? "Row" : "Column") { isColumn.toggle() }
      }
      layout {
        ForEach(names.indices, id: \.self) { index in
          Text("\(names[index]): \(votes[index])")
        }
      }
      Text("RadialLayout").bold()
      RadialLayout {
        ForEach(["12", "2", "4", "6", "8", "10"], id: \.self) { Text($0) }
      }
      .frame(height: 7)
    }
    .padding(1)
  }
}
