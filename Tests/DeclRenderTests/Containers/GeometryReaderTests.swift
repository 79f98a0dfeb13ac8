import Decl
import DeclTesting
import Foundation
import Observation
import Testing

@testable import DeclRender

@Observable @MainActor
private final class Label {
  var text = "first"
}

@MainActor
@Suite struct GeometryReaderTests {
  @Test func aReader60ColumnsWideReports480Points() {
    let host = TestHost(width: 60, height: 4) {
      GeometryReader { geometry in
        VStack(alignment: .leading, spacing: 0) {
          Text("\(Int(geometry.size.width)) × \(Int(geometry.size.height)) points")
          Text("half").frame(width: geometry.size.width / 2, alignment: .trailing)
        }
      }
    }
    #expect(host.lines.first == "480 × 64 points")
    // `frame(width: 240)` is 30 columns, at the reader's top leading corner.
    #expect(host.frame(ofText: "half") == Rect(x: 26, y: 1, width: 4, height: 1))
    assertSnapshot(host, named: "size", suite: "geometry-reader")
  }

  @Test func itTakesAllTheSpaceOffered() {
    let host = TestHost(width: 30, height: 5) {
      VStack(spacing: 0) {
        Text("top")
        GeometryReader { geometry in
          Text("\(Int(geometry.size.height / 16)) rows")
        }
        .background(Color.blue)
        Text("bottom")
      }
    }
    // The reader takes the three rows between the texts, and its content sits at its top.
    #expect(host.rows[1].hasPrefix("3 rows"))
    #expect(host.rows.last?.contains("bottom") == true)
    #expect(host.canvas[x: 29, y: 3].style.background == cellColor(.blue))
  }

  @Test func itRunsAgainWhenItsSizeChanges() {
    let host = TestHost(width: 40, height: 2) {
      GeometryReader { geometry in
        Text("\(Int(geometry.size.width))")
      }
    }
    #expect(host.lines.first == "320")
    let runs = host.stats.bodyEvaluations
    host.resize(width: 20, height: 2)
    #expect(host.lines.first == "160")
    #expect(host.stats.bodyEvaluations == runs + 1)
  }

  @Test func theContentClosureReadsAsTheReader() async {
    let label = Label()
    let host = TestHost(width: 30, height: 2) {
      VStack {
        Text("outside")
        GeometryReader { _ in Text(label.text) }
      }
    }
    #expect(host.screen.contains("first"))
    let runs = host.stats.bodyEvaluations
    label.text = "second"
    // Runs the update the observed change asked for, and renders.
    await host.settle()
    // Only the reader's closure ran again.
    #expect(host.screen.contains("second"))
    #expect(host.stats.bodyEvaluations == runs + 1)
  }

  @Test func framesInTheGlobalLocalAndNamedSpaces() {
    let host = TestHost(width: 40, height: 6) {
      VStack(alignment: .leading, spacing: 0) {
        Text("header")
        HStack(spacing: 0) {
          Text("gutter")
          GeometryReader { geometry in
            let global = geometry.frame(in: .global)
            let named = geometry.frame(in: .named("panel"))
            let local = geometry.frame(in: .local)
            VStack(alignment: .leading, spacing: 0) {
              Text("global \(Int(global.minX)),\(Int(global.minY))")
              Text("panel \(Int(named.minX)),\(Int(named.minY))")
              Text("local \(Int(local.minX)),\(Int(local.minY))")
              Text("new \(Int(geometry.frame(in: .named("panel")).minX))")
            }
          }
        }
        .coordinateSpace(.named("panel"))
      }
    }
    // The reader starts six columns and one row in: 48 and 16 points on the screen, 48 and 0
    // in the panel named around it.
    #expect(host.screen.contains("global 48,16"))
    #expect(host.screen.contains("panel 48,0"))
    #expect(host.screen.contains("local 0,0"))
    #expect(host.screen.contains("new 48"))
  }

  @Test func theOldNameSpellingAndUnknownNames() {
    let host = TestHost(width: 40, height: 3) {
      VStack(spacing: 0) {
        Text("a")
        GeometryReader { geometry in
          Text(
            "\(Int(geometry.frame(in: .named("box")).minY)) \(Int(geometry.frame(in: .named("none")).minY))"
          )
        }
      }
      .coordinateSpace(name: "box")
    }
    // In "box" the reader is one row (16 points) down; an unknown name is the screen.
    #expect(host.lines.contains("16 16"))
  }

  @Test func inAScrollViewItReadsItsScrolledPosition() {
    let host = TestHost(width: 30, height: 4) {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<10) { Text("row \($0)") }
          GeometryReader { geometry in
            Text("at \(Int(geometry.frame(in: .scrollView).minY / 16))")
          }
          .frame(height: 16)
        }
      }
    }
    host.scroll(x: 1, y: 1, rows: 100)
    // Scrolled to the end, the reader is on the last row of the four: row 3 of the visible
    // part.
    #expect(host.screen.contains("at 3"))
  }

  @Test func onGeometryChangeSeesTheSizeAfterLayout() {
    struct Measured: View {
      @State private var width: CGFloat = 0
      @State private var changes: [String] = []
      var body: some View {
        VStack {
          Text("measure me")
            .onGeometryChange(for: CGFloat.self) {
              $0.size.width
            } action: {
              width = $0
            }
          Text("width \(Int(width))")
          Text("box")
            .frame(width: width / 2)
            .onGeometryChange(for: CGFloat.self) {
              $0.size.width
            } action: { old, new in
              changes.append("\(Int(old))→\(Int(new))")
            }
          Text(changes.joined(separator: " "))
        }
      }
    }
    let host = TestHost(width: 30, height: 4) { Measured() }
    // 10 columns are 80 points; the box is then framed to 40 points (5 columns).
    #expect(host.screen.contains("width 80"))
    #expect(host.frame(ofText: "box")?.width == 3)
    #expect(host.screen.contains("0→0 0→40"))
  }
}
