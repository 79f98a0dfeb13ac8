import Foundation

extension Path: LosslessStringConvertible {
  /// The path in SwiftUI's text form: `x y m` moves, `x y l` lines, `cx cy x y q` and
  /// `c1x c1y c2x c2y x y c` curves, `h` closes; for example `"0 0 m 10 0 l 10 10 l h"`.
  public var description: String {
    var words: [String] = []
    func add(_ points: [CGPoint], _ operation: String) {
      for point in points {
        words.append(Path.number(point.x))
        words.append(Path.number(point.y))
      }
      words.append(operation)
    }
    for element in elements {
      switch element {
      case .move(let p): add([p], "m")
      case .line(let p): add([p], "l")
      case .quadCurve(let p, let c): add([c, p], "q")
      case .curve(let p, let c1, let c2): add([c1, c2, p], "c")
      case .closeSubpath: words.append("h")
      }
    }
    return words.joined(separator: " ")
  }

  /// A path read from its text form (see `description`); `nil` when the text is not one.
  public init?(_ string: String) {
    var path = Path()
    var numbers: [CGFloat] = []
    func points(_ count: Int) -> [CGPoint]? {
      guard numbers.count == 2 * count else { return nil }
      defer { numbers = [] }
      return (0..<count).map { CGPoint(x: numbers[2 * $0], y: numbers[2 * $0 + 1]) }
    }
    for word in string.split(whereSeparator: \.isWhitespace) {
      if let value = Double(word) {
        numbers.append(CGFloat(value))
        continue
      }
      switch word {
      case "m":
        guard let p = points(1) else { return nil }
        path.move(to: p[0])
      case "l":
        guard let p = points(1), path.currentPoint != nil else { return nil }
        path.addLine(to: p[0])
      case "q":
        guard let p = points(2), path.currentPoint != nil else { return nil }
        path.addQuadCurve(to: p[1], control: p[0])
      case "c":
        guard let p = points(3), path.currentPoint != nil else { return nil }
        path.addCurve(to: p[2], control1: p[0], control2: p[1])
      case "h":
        guard numbers.isEmpty else { return nil }
        path.closeSubpath()
      default:
        return nil
      }
    }
    guard numbers.isEmpty else { return nil }
    self = path
  }

  /// A coordinate as text: whole numbers without a fraction.
  private static func number(_ value: CGFloat) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(Double(value))
  }
}
