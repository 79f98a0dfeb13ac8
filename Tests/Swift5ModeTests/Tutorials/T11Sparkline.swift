// A sparkline drawn with Canvas, as charting tutorials draw one before Swift Charts: a path
// through the samples stroked in green, the area under it filled with a gradient, the last
// value labelled, and a dot on the latest sample.
import Decl
import Foundation

struct T11SparklineView: View {
  let samples: [Double] = [3, 5, 2, 8, 6, 9, 4, 7]

  var body: some View {
    VStack(alignment: .leading) {
      Text("Weekly steps")
        .font(.headline)
      Canvas { context, size in
        guard let maxValue = samples.max(), samples.count > 1 else { return }
        let step = size.width / CGFloat(samples.count - 1)
        let points = samples.enumerated().map { index, sample in
          CGPoint(
            x: CGFloat(index) * step,
            y: size.height - CGFloat(sample / maxValue) * (size.height - 16))
        }
        var line = Path()
        line.addLines(points)
        var area = line
        area.addLine(to: CGPoint(x: size.width, y: size.height))
        area.addLine(to: CGPoint(x: 0, y: size.height))
        area.closeSubpath()
        context.fill(
          area,
          with: .linearGradient(
            Gradient(colors: [.green.opacity(0.6), .clear]), startPoint: .zero,
            endPoint: CGPoint(x: 0, y: size.height)))
        context.stroke(line, with: .color(.green), lineWidth: 1)
        if let last = points.last {
          context.fill(
            Path(ellipseIn: CGRect(x: last.x - 8, y: last.y - 8, width: 16, height: 16)),
            with: .color(.orange))
          context.draw(
            Text("\(Int(samples.last ?? 0))k").bold(), at: CGPoint(x: size.width, y: 0),
            anchor: .topTrailing)
        }
      }
      .frame(height: 96)
    }
    .padding()
  }
}
