import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

/// A custom guide: where a view's name and value line up.
private struct NameAndValue: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
}

extension VerticalAlignment {
  fileprivate static let nameAndValue = VerticalAlignment(NameAndValue.self)
}

/// Halfway, by default.
private struct Middle: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

extension HorizontalAlignment {
  fileprivate static let middle = HorizontalAlignment(Middle.self)
}

/// A layout that says where its leading guide is: four columns in.
private struct Indented: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let size = subviews.first?.sizeThatFits(.unspecified) ?? .zero
    return CGSize(width: size.width + 32, height: size.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.first?.place(
      at: CGPoint(x: bounds.minX + 32, y: bounds.minY), proposal: .unspecified)
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guide == .leading ? bounds.minX + 32 : nil
  }
}

@MainActor
@Suite struct AlignmentGuideTests {
  @Test func anAlignmentGuideMovesAViewInItsStack() {
    let host = TestHost(width: 20, height: 3) {
      VStack(alignment: .leading) {
        Text("Title")
        Text("Indented").alignmentGuide(.leading) { _ in -16 }
        Text("Out").alignmentGuide(.leading) { $0[.trailing] }
      }
    }
    // The stack lines them up on their leading guides: "Indented" two columns (16 points)
    // right of "Title", "Out" ending where the others start.
    let title = host.frame(ofText: "Title")!
    #expect(host.frame(ofText: "Indented")!.minX == title.minX + 2)
    #expect(host.frame(ofText: "Out")!.maxX == title.minX)
  }

  @Test func aCustomGuideLinesUpViewsInDifferentStacks() {
    let host = TestHost(width: 30, height: 4) {
      HStack(alignment: .nameAndValue) {
        VStack(alignment: .trailing, spacing: 0) {
          Text("Name:")
          Text("Company:").alignmentGuide(.nameAndValue) { $0[VerticalAlignment.center] }
        }
        VStack(alignment: .leading, spacing: 0) {
          Text("Ada")
            .alignmentGuide(.nameAndValue) { $0[VerticalAlignment.center] }
          Text("Babbage & Co")
          Text("London")
        }
      }
      .lengthUnit(.cells)
    }
    // "Company:" and "Ada" set the guide through their stacks: they share a row.
    #expect(host.frame(ofText: "Company:")!.minY == host.frame(ofText: "Ada")!.minY)
    #expect(host.frame(ofText: "Name:")!.minY == host.frame(ofText: "Company:")!.minY - 1)
    assertSnapshot(host, named: "custom-guide", suite: "alignment")
  }

  @Test func aCustomGuideDefaultAppliesWithoutAnyGuideSet() {
    let host = TestHost(width: 20, height: 2) {
      VStack(alignment: .middle, spacing: 0) {
        Text("ab")
        Text("abcdef")
      }
    }
    // Both centred on their middles: the short one two columns in.
    #expect(host.frame(ofText: "ab")!.minX == host.frame(ofText: "abcdef")!.minX + 2)
  }

  @Test func aLayoutsExplicitAlignmentIsUsedByAStack() {
    let host = TestHost(width: 30, height: 2) {
      VStack(alignment: .leading, spacing: 0) {
        Text("plain")
        Indented { Text("inside") }
      }
    }
    // `Indented` puts its leading guide four columns in, where its text is: the texts line up.
    #expect(host.frame(ofText: "inside")!.minX == host.frame(ofText: "plain")!.minX)
  }

  @Test func dimensionsReadGuidesInALayout() {
    struct Probe: Layout {
      let seen: Box
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
      {
        let dimensions = subviews.map { $0.dimensions(in: .unspecified) }
        seen.values = dimensions.map { [$0.width, $0[.trailing], $0[explicit: .leading] ?? -1] }
        return .zero
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {}
    }
    final class Box { var values: [[CGFloat]] = [] }
    let seen = Box()
    _ = TestHost(width: 20, height: 1) {
      Probe(seen: seen) {
        Text("abc")
        Text("de").alignmentGuide(.leading) { $0.width / 2 }
      }
    }
    #expect(seen.values == [[24, 24, -1], [16, 16, 8]])
  }

  @Test func zStackAlignsOnGuides() {
    let host = TestHost(width: 20, height: 2) {
      ZStack(alignment: .topLeading) {
        Text("base text")
        Text("x").alignmentGuide(.leading) { _ in -24 }.alignmentGuide(.top) { _ in -16 }
      }
      .lengthUnit(.points)
    }
    let base = host.frame(ofText: "base text")!
    #expect(
      host.frame(ofText: "x") == Rect(x: base.minX + 3, y: base.minY + 1, width: 1, height: 1))
  }
}
