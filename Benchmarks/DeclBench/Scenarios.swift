import Decl
import DeclRender

/// The benchmark scenarios.
@MainActor
enum Scenarios {
  static func run(into table: inout BenchmarkTable) {
    unchangedFrameDiff(into: &table)
    fullRepaint(into: &table)
    oneCharacterTyped(into: &table)
    oneStyleChange(into: &table)
    largeForm(into: &table)
    oneRowOfAThousand(into: &table)
    scrollingLists(into: &table)
  }

  /// A 200×60 canvas of styled text, different on every row.
  static func styledCanvas(seed: Int = 0) -> CellCanvas {
    var canvas = CellCanvas(width: 200, height: 60)
    let colors: [CellColor] = [
      .default, .rgb(255, 69, 58), .rgb(10, 132, 255), .indexed(34), .ansi(3),
    ]
    for y in 0..<60 {
      for x in 0..<200 {
        let letter = Character(UnicodeScalar(UInt8(97 + (x + y + seed) % 26)))
        let style = CellStyle(
          foreground: colors[(x / 9 + y) % colors.count], background: .default,
          attributes: (x / 13) % 3 == 0 ? [.bold] : [])
        canvas.put(letter, width: 1, x: x, y: y, style: style, clip: canvas.bounds)
      }
    }
    return canvas
  }

  static func unchangedFrameDiff(into table: inout BenchmarkTable) {
    let first = styledCanvas()
    let second = styledCanvas()  // equal content, separate storage: a real comparison
    let encoder = FrameEncoder()
    _ = encoder.encode(first)
    var bytes = 0
    var flip = false
    // Alternate between the two equal canvases so every diff compares two separate buffers.
    let time = measure(runs: 31, iterations: 200) {
      flip.toggle()
      bytes += encoder.encode(flip ? second : first).count
    }
    let perCell = time / Double(200 * 60)
    table.add(
      "unchanged 200×60 frame: diff time",
      "\(formatDuration(time)) (\(String(format: "%.2f", perCell)) ns/cell)",
      target: "≤ 20 µs", met: time <= 20_000)
    table.add("unchanged 200×60 frame: bytes", "\(bytes)", target: "0", met: bytes == 0)
  }

  static func fullRepaint(into table: inout BenchmarkTable) {
    let canvas = styledCanvas()
    let encoder = FrameEncoder()
    let bytes = encoder.encode(canvas).count
    // The cells' own bytes plus one SGR per style run is the floor a full repaint can reach.
    var runs = 0
    var previous: CellStyle?
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let style = canvas[x: x, y: y].style
        if style != previous { runs += 1 }
        previous = style
      }
    }
    let floor = canvas.width * canvas.height + runs * 8
    let ratio = Double(bytes) / Double(floor)
    table.add(
      "full repaint of 200×60 styled text",
      "\(bytes) B (\(String(format: "%.2f", ratio))× floor of \(floor) B)",
      target: "≤ 1.1 × floor", met: ratio <= 1.1)
  }

  static func oneCharacterTyped(into table: inout BenchmarkTable) {
    struct Field: View {
      @State var text = ""
      var body: some View {
        VStack(alignment: .leading) {
          ForEach(0..<50) { Text("Row \($0) of a form with some text in it") }
          TextField("Type here", text: $text)
        }
      }
    }
    let host = TestHost(width: 200, height: 60) { Field() }
    for _ in 0..<51 { host.send(.tab) }
    host.type("a")
    let bytes = host.stats.lastFrameBytes
    table.add(
      "one character typed into a field, 200×60", "\(bytes) B", target: "≤ 16 B", met: bytes <= 16)
  }

  static func oneStyleChange(into table: inout BenchmarkTable) {
    let encoder = FrameEncoder()
    var canvas = styledCanvas()
    _ = encoder.encode(canvas)
    canvas.modifyStyle(in: Rect(x: 100, y: 30, width: 1, height: 1)) {
      $0.attributes.insert(.underline)
    }
    let bytes = encoder.encode(canvas).count
    table.add("one cell's style changes", "\(bytes) B", target: "≤ 20 B", met: bytes <= 20)
  }

  struct LargeForm: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<250) { index in
          HStack {
            Text("Field \(index)").bold()
            Spacer()
            Text("value \(index * 7)").foregroundColor(.secondary)
            Divider()
          }
        }
      }
    }
  }

  static func largeForm(into table: inout BenchmarkTable) {
    // 250 rows × 4 views = 1,000 views.
    let host = TestHost(width: 200, height: 60) { LargeForm() }
    var flip = false
    let (relayout, rebuild) = measureInterleaved(iterations: (5, 1)) {
      flip.toggle()
      host.resize(width: flip ? 199 : 200, height: 60)
    } _: {
      _ = TestHost(width: 200, height: 60) { LargeForm() }
    }
    table.add(
      "layout + draw + encode, 1,000-view form, 200×60",
      "\(formatDuration(relayout)) (full rebuild \(formatDuration(rebuild)), ratio \(String(format: "%.2f", relayout / rebuild)))"
    )
  }

  struct Row: View {
    let index: Int
    @State private var note = ""
    var body: some View {
      HStack {
        Text("\(index): \(note)")
        TextField("note", text: $note)
      }
    }
  }

  static func oneRowOfAThousand(into table: inout BenchmarkTable) {
    let host = TestHost(width: 200, height: 60) { VStack { ForEach(0..<1000) { Row(index: $0) } } }
    for _ in 0..<3 { host.send(.tab) }
    let before = host.stats.bodyEvaluations
    host.type("x")
    let bodies = host.stats.bodyEvaluations - before
    let (update, rebuild) = measureInterleaved(iterations: (5, 1)) {
      host.type("x")
    } _: {
      _ = TestHost(width: 200, height: 60) { VStack { ForEach(0..<1000) { Row(index: $0) } } }
    }
    table.add(
      "state change in one of 1,000 rows: body runs", "\(bodies)", target: "1", met: bodies == 1)
    let ratio = update / rebuild
    table.add(
      "state change in one of 1,000 rows: frame time",
      "\(formatDuration(update)) (\(String(format: "%.1f", ratio * 100))% of rebuild \(formatDuration(rebuild)))",
      target: "≤ 10% of rebuild", met: ratio <= 0.10)
  }

  struct LongList: View {
    let count: Int
    var body: some View {
      List {
        ForEach(0..<count, id: \.self) { index in
          HStack {
            Text("Row \(index)").bold()
            Spacer()
            Text("detail \(index * 3)").foregroundColor(.secondary)
          }
        }
      }
    }
  }

  static func scrollingLists(into table: inout BenchmarkTable) {
    func scrollCost(_ count: Int) -> (time: Double, bytes: Int, nodes: Int, repaint: Int) {
      let host = TestHost(width: 200, height: 60) { LongList(count: count) }
      let repaint = host.stats.lastFrameBytes
      // Thirty rows one way, then thirty back: the time includes moving the realized window.
      var down = true
      var steps = 0
      var bytes = 0
      let time = measure(runs: 21, iterations: 30) {
        host.scroll(x: 10, y: 10, rows: down ? 1 : -1)
        bytes = host.stats.lastFrameBytes
        steps += 1
        if steps % 30 == 0 { down.toggle() }
      }
      return (time, bytes, host.liveNodeCount, repaint)
    }
    let thousand = scrollCost(1_000)
    let hundredThousand = scrollCost(100_000)
    let ratio = hundredThousand.time / thousand.time
    table.add(
      "scrolling a 100,000-row List by one row",
      "\(formatDuration(hundredThousand.time)) vs \(formatDuration(thousand.time)) for 1,000 rows (\(String(format: "%.2f", ratio))×)",
      target: "≤ 1.5×", met: ratio <= 1.5)
    let share = Double(hundredThousand.bytes) / Double(max(1, hundredThousand.repaint))
    table.add(
      "bytes for a one-row scroll (200×60)",
      "\(hundredThousand.bytes) B (\(String(format: "%.0f", share * 100))% of a full repaint, \(hundredThousand.repaint) B)",
      target: "≈ a scroll: ≤ 10% of a repaint", met: share <= 0.10)
    table.add(
      "nodes held by a 100,000-row List",
      "\(hundredThousand.nodes) (1,000 rows: \(thousand.nodes))",
      target: "not a node per row", met: hundredThousand.nodes < 2_000)
  }
}
