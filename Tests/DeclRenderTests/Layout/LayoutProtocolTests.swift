import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

/// Apple's "Composing custom layouts" equal-width stack: every subview gets the width of the
/// widest one.
private struct EqualWidthHStack: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let maxSize = maxSize(subviews: subviews)
    let spacing = CGFloat(subviews.count - 1) * 8
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
      x += maxSize.width + 8
    }
  }

  private func maxSize(subviews: Subviews) -> CGSize {
    subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }
}

/// Records every call it gets, to prove it is cached like the built-in stacks.
@MainActor
private final class CallLog {
  var sizeThatFits = 0
  var placeSubviews = 0
  var proposals: [ProposedViewSize] = []
  var bounds: [CGRect] = []
}

private struct CountingColumn: Layout {
  let log: CallLog

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    log.sizeThatFits += 1
    log.proposals.append(proposal)
    let sizes = subviews.map { $0.sizeThatFits(proposal) }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    log.placeSubviews += 1
    log.bounds.append(bounds)
    var y = bounds.minY
    for subview in subviews {
      let size = subview.sizeThatFits(proposal)
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: proposal)
      y += size.height
    }
  }
}

private struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

/// Places its subviews left to right in the order of their `Rank` layout value.
private struct RankedRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var x = bounds.minX
    for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += subview.sizeThatFits(.unspecified).width
    }
  }
}

/// Apple's "Composing custom layouts" radial layout: subviews on a circle, a third of the
/// bounds' shorter side from the centre, the first at the top, going clockwise.
private struct MyRadialLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let radius = min(bounds.size.width, bounds.size.height) / 3.0
    let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
    for (index, subview) in subviews.enumerated() {
      var point = CGPoint(x: 0, y: -radius)
        .applying(CGAffineTransform(rotationAngle: angle * Double(index)))
      point.x += bounds.midX
      point.y += bounds.midY
      subview.place(at: point, anchor: .center, proposal: .unspecified)
    }
  }
}

/// A leaf that counts how often it is asked its size.
private struct CountingLeaf: Layout {
  let log: CallLog

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    log.sizeThatFits += 1
    log.proposals.append(proposal)
    return CGSize(width: 24, height: 16)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    log.placeSubviews += 1
  }
}

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    Button("count \(count)") { count += 1 }
  }
}

private struct Switching: View {
  @State private var isVertical = false
  var body: some View {
    let layout = isVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
    VStack {
      Button("flip") { isVertical.toggle() }
      layout {
        Counter()
        Text("B")
      }
    }
  }
}

@MainActor
@Suite struct LayoutProtocolTests {
  @Test func anEqualWidthStackGivesEachTextTheWidestSlot() {
    let host = TestHost(width: 40, height: 1) {
      EqualWidthHStack {
        Text("A")
        Text("Longer")
        Text("C")
      }
    }
    // 20 columns centred in 40: slots of 6 columns (48 points) at columns 10, 17 and 24, one
    // column (8 points) apart. A one-column text centred in a slot starts 2.5 columns in,
    // which rounds to the nearest cell, half away from zero: column 13 and 27.
    #expect(host.frame(ofText: "A") == Rect(x: 13, y: 0, width: 1, height: 1))
    #expect(host.frame(ofText: "Longer") == Rect(x: 17, y: 0, width: 6, height: 1))
    #expect(host.frame(ofText: "C") == Rect(x: 27, y: 0, width: 1, height: 1))
  }

  @Test func aUserLayoutSeesPoints() {
    let log = CallLog()
    _ = TestHost(width: 60, height: 3) {
      CountingColumn(log: log) {
        Text("one")
        Text("two")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    // 60 columns are 480 points and 3 rows 48 points.
    #expect(log.proposals.contains(ProposedViewSize(width: 480, height: 48)))
    #expect(log.bounds.last?.width == 24)
    #expect(log.bounds.last?.height == 32)
  }

  @Test func aUserLayoutIsCachedLikeTheBuiltInStacks() {
    let log = CallLog()
    let host = TestHost(width: 30, height: 5) {
      VStack {
        CountingColumn(log: log) {
          Text("one")
          Text("two")
        }
        Counter()
      }
    }
    let calls = log.sizeThatFits
    #expect(calls > 0)
    // Another frame with nothing changed inside the layout asks it nothing.
    host.tap("count 0")
    #expect(host.screen.contains("count 1"))
    #expect(log.sizeThatFits == calls)
    // A new screen size asks again, once per new proposal.
    host.resize(width: 20, height: 5)
    #expect(log.sizeThatFits > calls)
    #expect(Set(log.proposals.map { "\($0)" }).count == log.proposals.count)
  }

  @Test func anEqualWidthStackGivesThreeTextsEqualSlots() {
    let host = TestHost(width: 40, height: 1) {
      EqualWidthHStack {
        Text("One")
        Text("Three")
        Text("Eleven")
      }
    }
    // Three slots of six columns, one column apart; each text centred in its slot (to the
    // nearest cell).
    let centres = ["One", "Three", "Eleven"].map { text -> Double in
      let frame = host.frame(ofText: text)!
      return Double(frame.minX) + Double(frame.width) / 2
    }
    #expect(abs(centres[1] - centres[0] - 7) <= 0.5)
    #expect(abs(centres[2] - centres[1] - 7) <= 0.5)
    assertSnapshot(host, named: "equal-width", suite: "custom-layout")
  }

  @Test func aRadialLayoutPutsItsViewsOnACircle() {
    let host = TestHost(width: 30, height: 9) {
      MyRadialLayout {
        Text("N")
        Text("E")
        Text("S")
        Text("W")
      }
    }
    // 240 × 144 points: a radius of 48 points, which is six columns or three rows.
    let centre = (x: 15, y: 4)
    #expect(host.frame(ofText: "N")!.origin == Point(x: centre.x, y: centre.y - 3))
    #expect(host.frame(ofText: "E")!.origin == Point(x: centre.x + 6, y: centre.y))
    #expect(host.frame(ofText: "S")!.origin == Point(x: centre.x, y: centre.y + 3))
    #expect(host.frame(ofText: "W")!.origin == Point(x: centre.x - 6, y: centre.y))
    assertSnapshot(host, named: "radial", suite: "custom-layout")
  }

  @Test func aSubviewIsMeasuredOncePerProposalInAFrame() {
    let log = CallLog()
    let host = TestHost(width: 40, height: 3) {
      VStack {
        // The equal-width stack asks every subview for its ideal size in `sizeThatFits` and
        // again in `placeSubviews`, and places it with a proposal of its own.
        EqualWidthHStack {
          CountingLeaf(log: log) {}
          Text("x")
        }
        Counter()
      }
    }
    // Each distinct proposal was answered once; repeated questions hit the cache.
    let distinct = Set(log.proposals.map { "\($0)" })
    #expect(log.sizeThatFits == distinct.count)
    #expect(log.sizeThatFits <= 3)
    #expect(host.stats.lastFrame.layoutCacheHits > 0)
    // A frame that changes nothing around the layout asks it nothing.
    let calls = log.sizeThatFits
    host.tap("count 0")
    #expect(host.screen.contains("count 1"))
    #expect(log.sizeThatFits == calls)
  }

  @Test func layoutValuesReachTheLayout() {
    let host = TestHost(width: 20, height: 1) {
      RankedRow {
        Text("c").layoutValue(key: Rank.self, value: 3)
        Text("a").layoutValue(key: Rank.self, value: 1)
        Text("b").layoutValue(key: Rank.self, value: 2)
      }
    }
    #expect(host.screen.trimmingCharacters(in: .whitespaces) == "abc")
  }

  @Test func priorityAndSpacingAreReadThroughSubviews() {
    struct Probe: Layout {
      let seen: CallLog
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
      {
        seen.proposals = subviews.map {
          ProposedViewSize(width: $0.priority, height: $0.spacing == .zero ? 0 : 1)
        }
        return .zero
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {}
    }
    let seen = CallLog()
    _ = TestHost(width: 10, height: 1) {
      Probe(seen: seen) {
        Text("a").layoutPriority(2)
        Spacer()
      }
    }
    #expect(seen.proposals == [.init(width: 2, height: 1), .init(width: 0, height: 0)])
  }

  @Test func aBuiltInStackLayoutIsAView() {
    let direct = TestHost(width: 20, height: 1) {
      HStackLayout(spacing: 16) {
        Text("a")
        Text("b")
      }
    }
    let stack = TestHost(width: 20, height: 1) {
      HStack(spacing: 16) {
        Text("a")
        Text("b")
      }
    }
    #expect(direct.screen == stack.screen)
  }

  @Test func anyLayoutKeepsSubviewStateWhenTheLayoutChanges() {
    let host = TestHost(width: 20, height: 4) { Switching() }
    host.tap("count 0")
    host.tap("count 1")
    #expect(host.screen.contains("count 2 B"))
    host.tap("flip")
    // Now in a column, and the counter kept its state.
    #expect(host.screen.contains("count 2"))
    #expect(!host.screen.contains("count 2 B"))
    #expect(host.frame(ofText: "B")!.minY > host.frame(ofText: "flip")!.minY + 1)
  }

  @Test func aUserLayoutCanRunTheBuiltInStacks() {
    struct Delegating: Layout {
      func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache
      ) -> CGSize {
        VStackLayout(alignment: .leading).sizeThatFits(
          proposal: proposal, subviews: subviews, cache: &cache)
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout StackLayoutCache
      ) {
        VStackLayout(alignment: .leading).placeSubviews(
          in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
      func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }
    }
    let host = TestHost(width: 10, height: 2) {
      Delegating {
        Text("a")
        Text("bbb")
      }
    }
    #expect(host.screen == "   a\n   bbb")
  }
}
