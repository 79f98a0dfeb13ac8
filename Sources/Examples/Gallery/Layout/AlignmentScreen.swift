import Decl

/// A guide for where a label and its value meet.
private struct LabelValue: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
  fileprivate static let labelValue = HorizontalAlignment(LabelValue.self)
}

/// Alignment guides: labels of different lengths line their colons up on a custom guide
/// set inside nested stacks, and `alignmentGuide` indents a line.
struct AlignmentScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("A custom guide across rows").bold()
      VStack(alignment: .labelValue, spacing: 0) {
        HStack {
          Text("Name:")
          Text("Ada Lovelace").alignmentGuide(.labelValue) { $0[.leading] }
        }
        HStack {
          Text("Known for:")
          Text("the Analytical Engine notes").alignmentGuide(.labelValue) { $0[.leading] }
        }
        HStack {
          Text("Born:")
          Text("10 December 1815").alignmentGuide(.labelValue) { $0[.leading] }
        }
      }
      Text("alignmentGuide on a built-in guide").bold()
      VStack(alignment: .leading, spacing: 0) {
        Text("1. Gather the ingredients")
        Text("Flour, eggs, milk").alignmentGuide(.leading) { _ in -3 }
        Text("2. Whisk them together")
        Text("Until smooth").alignmentGuide(.leading) { _ in -3 }
      }
    }
    .padding(1)
  }
}
