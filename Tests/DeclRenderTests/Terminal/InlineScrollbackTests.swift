import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

/// An inline run (`DriverDemo scrollback`, see Tests/Support/DriverDemo/ScrollbackDemo.swift)
/// on a pseudo-terminal played by `TerminalModel`, which keeps a scrollback as xterm does and
/// answers the cursor position questions: the region grows, shrinks, grows taller than the
/// screen and the window is made shorter, narrower and wider, and after each step every line
/// of history is still there once, unchanged, with the region right below it.
@Suite(
  .serialized,
  .enabled(if: DriverDemoLocator.path != nil, Comment(rawValue: DriverDemoLocator.skipMessage)))
struct InlineScrollbackTests {
  /// The pseudo-terminal and the model playing the terminal on it.
  private final class FakeTerminal {
    let pty: PseudoTerminal
    var model: TerminalModel
    private var fed = 0
    private var answered = 0
    /// Cursor questions the app must have asked before the screen is settled (one per resize).
    private var expectedQuestions = 0

    init(width: Int, height: Int, pullsScrollbackOnGrow: Bool) throws {
      let path = try #require(DriverDemoLocator.path)
      pty = try PseudoTerminal(
        executable: path, arguments: ["scrollback"], environment: PseudoTerminal.defaultEnvironment,
        width: width, height: height, session: .direct)
      model = TerminalModel(width: width, height: height)
      model.pullsScrollbackOnGrow = pullsScrollbackOnGrow
    }

    /// Feeds what came to the model and answers its cursor position questions.
    func pump(_ timeout: Duration = .milliseconds(20)) {
      pty.readAvailable(timeout: timeout)
      let transcript = pty.transcript
      if fed < transcript.count {
        model.feed(transcript[fed...])
        fed = transcript.count
      }
      while answered < model.queries.count {
        if model.queries[answered] == "CSI 6n" {
          pty.send("\u{1B}[\(model.cursor.y + 1);\(model.cursor.x + 1)R")
        }
        answered += 1
      }
    }

    /// Pumps until the screen shows `text` (and the app asked where its cursor is after each
    /// resize), then until nothing has come for 300 ms.
    func settle(showing text: String, sourceLocation: SourceLocation = #_sourceLocation) {
      let deadline = SystemCall.monotonicMilliseconds() + 10_000
      while !model.canvas().plainText.contains(text)
        || model.queries.filter({ $0 == "CSI 6n" }).count < expectedQuestions
      {
        guard SystemCall.monotonicMilliseconds() < deadline else {
          Issue.record(
            "the screen never showed \(text):\n\(model.canvas().plainText)",
            sourceLocation: sourceLocation)
          return
        }
        pump()
      }
      var quietSince = SystemCall.monotonicMilliseconds()
      while SystemCall.monotonicMilliseconds() - quietSince < 300 {
        let before = pty.transcript.count
        pump()
        if pty.transcript.count != before { quietSince = SystemCall.monotonicMilliseconds() }
      }
    }

    func resize(width: Int, height: Int) {
      expectedQuestions = model.queries.filter { $0 == "CSI 6n" }.count + 1
      model.resize(width: width, height: height)
      pty.resize(width: width, height: height)
    }

    /// Scrollback and screen, top to bottom, without the blank rows below the last text.
    var lines: [String] {
      var all = model.scrollback + model.canvas().plainText.components(separatedBy: "\n")
      while all.last == "" { all.removeLast() }
      // The scroll view's indicator is not part of the rows.
      return all.map { line in
        var line = line.replacingOccurrences(of: "┃", with: "")
        while line.last == " " { line.removeLast() }
        return line
      }
    }
  }

  private static let history = (0..<30).map { "<HIST \($0)>" }

  /// Every history line once and in order, then the region (`<REGION n>` and its rows)
  /// right below it, and no copy of the region anywhere above.
  private func expectIntact(
    _ terminal: FakeTerminal, rows: Int, visibleRows: Int? = nil, step: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let lines = terminal.lines
    let start = lines.firstIndex(of: Self.history[0]) ?? 0
    let historyPart = Array(lines[start..<min(lines.count, start + Self.history.count)])
    #expect(historyPart == Self.history, "\(step): \(lines)", sourceLocation: sourceLocation)
    let region = Array(lines[min(lines.count, start + Self.history.count)...])
    let shown = visibleRows ?? rows
    let expected = ["<REGION \(rows)>"] + (0..<shown).map { "<ROW \($0)>" }
    #expect(region == expected, "\(step): \(lines)", sourceLocation: sourceLocation)
    #expect(
      lines.filter { $0.hasPrefix("<REGION") }.count == 1, "\(step): \(lines)",
      sourceLocation: sourceLocation)
  }

  /// Played as xterm (a taller window adds blank rows) and as tmux (it takes rows back from
  /// the scrollback, so the region moves down and only the cursor report says where).
  @Test(arguments: [false, true])
  func resizingAndResizingTheRegionNeverLosesOrCopiesScrollback(pullsBack: Bool) throws {
    let terminal = try FakeTerminal(width: 40, height: 12, pullsScrollbackOnGrow: pullsBack)
    terminal.settle(showing: "<REGION 3>")
    expectIntact(terminal, rows: 3, step: "start")
    terminal.pty.send([0x09])
    terminal.pty.send("g")
    terminal.settle(showing: "<REGION 4>")
    expectIntact(terminal, rows: 4, step: "grown")
    terminal.pty.send("s")
    terminal.pty.send("s")
    terminal.settle(showing: "<REGION 2>")
    expectIntact(terminal, rows: 2, step: "shrunk")
    terminal.resize(width: 40, height: 6)
    terminal.settle(showing: "<REGION 2>")
    expectIntact(terminal, rows: 2, step: "window shorter")
    terminal.resize(width: 24, height: 6)
    terminal.settle(showing: "<REGION 2>")
    expectIntact(terminal, rows: 2, step: "narrower")
    terminal.resize(width: 50, height: 14)
    terminal.settle(showing: "<REGION 2>")
    expectIntact(terminal, rows: 2, step: "wider and taller")
    terminal.pty.send("g")
    terminal.settle(showing: "<REGION 3>")
    expectIntact(terminal, rows: 3, step: "grown again")
    // Taller than the screen: the region takes the whole screen and scrolls inside itself;
    // the history went up into the scrollback, whole.
    terminal.pty.send("b")
    terminal.settle(showing: "<REGION 40>")
    expectIntact(terminal, rows: 40, visibleRows: 13, step: "taller than the screen")
    terminal.resize(width: 50, height: 8)
    terminal.settle(showing: "<REGION 40>")
    expectIntact(terminal, rows: 40, visibleRows: 7, step: "taller, window shorter")
    terminal.pty.send("d")
    #expect(terminal.pty.waitForExit(timeout: .seconds(5)) == 0)
    terminal.pump()
    #expect(terminal.lines.last == "<DONE done>")
  }
}
