// Drawing and gestures as tutorials show them: a custom Shape from a Path, a custom Gesture
// with a body, the iOS 13 MagnificationGesture, a hierarchical foregroundStyle, and a class with
// @ViewBuilder helpers. (SwiftUI also allows that class without @MainActor; Decl's views are
// still main-actor types, so here it says @MainActor.)
import Decl
import Foundation

struct T09Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

struct T09DoubleTapOrPress: Gesture {
  var body: some Gesture {
    TapGesture(count: 2)
  }
}

@MainActor
final class T09RowFactory {
  let symbols = ["star", "heart"]

  @ViewBuilder
  func row(for title: String, highlighted: Bool) -> some View {
    HStack {
      Image(systemName: symbols[0])
      Text(title)
        .fontWeight(highlighted ? .bold : .regular)
      Spacer()
    }
  }
}

struct T09GestureView: View {
  @State private var scale: CGFloat = 1
  @State private var taps = 0
  @GestureState private var isMagnifying = false
  let factory = T09RowFactory()
  let shadow = CGVector(dx: 1, dy: 1)

  var body: some View {
    VStack {
      factory.row(for: "Gestures", highlighted: true)
      T09Triangle()
        .fill(.orange)
        .frame(width: 80, height: 48)
        .scaleEffect(scale)
        .gesture(
          MagnificationGesture()
            .updating($isMagnifying) { _, state, _ in state = true }
            .onChanged { scale = $0 }
        )
      Text("Double taps: \(taps)")
        .foregroundStyle(.primary, .secondary)
        .gesture(T09DoubleTapOrPress().onEnded { _ in taps += 1 })
      Text("shadow \(Int(shadow.dx)),\(Int(shadow.dy))")
        .foregroundStyle(HierarchicalShapeStyle.secondary.opacity(0.5))
    }
  }
}
