import Decl
import DeclTesting
import Testing

@testable import DeclRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs that return an answer (`DriverDemo ask`, see Tests/Support/DriverDemo/AskDemo.swift):
/// one process asks an inline question and then a full-screen one; each run restores the
/// terminal and hands back its answer, and the next run starts cleanly after it.
@Suite(
  .serialized,
  .enabled(if: DriverDemoLocator.path != nil, Comment(rawValue: DriverDemoLocator.skipMessage)))
struct ReturningRunTests {
  private func launch() throws -> PseudoTerminal {
    let path = try #require(DriverDemoLocator.path)
    return try PseudoTerminal(
      executable: path, arguments: ["ask"], environment: PseudoTerminal.defaultEnvironment,
      width: 40, height: 10, session: .direct)
  }

  private func text(_ terminal: PseudoTerminal) -> String {
    String(decoding: terminal.transcript, as: UTF8.self)
  }

  @Test func anInlineRunThenAFullScreenRunEachReturnTheirAnswer() throws {
    let terminal = try launch()
    #expect(terminal.expect("\u{1B}[6n", timeout: .seconds(10)))
    terminal.send("\u{1B}[2;1R")
    #expect(terminal.expect("<QUESTION 1>"))
    // Tab to "No", press it.
    terminal.send([0x09, 0x09])
    terminal.send("\r")
    #expect(terminal.expect("<ANSWER 1 no>"))
    // The second run enters the alternate screen, and leaves it before its answer.
    #expect(terminal.expect("<QUESTION 2>"))
    terminal.send([0x09])
    terminal.send("\r")
    #expect(terminal.expect("<ANSWER 2 yes>"))
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    let transcript = text(terminal)
    let entered = try #require(transcript.range(of: "\u{1B}[?1049h"))
    let left = try #require(transcript.range(of: "\u{1B}[?1049l"))
    let answer = try #require(transcript.range(of: "<ANSWER 2 yes>"))
    #expect(entered.upperBound <= left.lowerBound && left.upperBound <= answer.lowerBound)
    // Only the second run used the alternate screen.
    let firstAnswer = try #require(transcript.range(of: "<ANSWER 1 no>"))
    #expect(firstAnswer.upperBound <= entered.lowerBound)
    // The inline question's last frame stays on the main screen, under the prompt, with the
    // answer below it. (The model has one screen, so it is read before the second run.)
    let firstRun = firstAnswer
    var model = TerminalModel(width: 40, height: 10)
    model.feed(Array(transcript[..<firstRun.upperBound].utf8))
    let rows = model.canvas().plainText.components(separatedBy: "\n")
    #expect(Array(rows[0...4]) == ["<PROMPT>", "<QUESTION 1>", "Yes", "No", "<ANSWER 1 no>"])
    model.feed(Array(transcript[firstRun.upperBound...].utf8))
    for mode in [1049, 2004, 1000, 1002, 1006] { #expect(model.privateModes[mode] == false) }
    #expect(model.cursorVisible)
  }

  @Test func ctrlCCancelsOneRunAndTheToolCarriesOn() throws {
    let terminal = try launch()
    #expect(terminal.expect("<QUESTION 1>", timeout: .seconds(10)))
    terminal.send([0x03])
    #expect(terminal.expect("<ANSWER 1 cancelled>"))
    #expect(terminal.expect("<QUESTION 2>"))
    // Escape with nothing to dismiss ends the full-screen run with no answer.
    terminal.send([0x1B])
    #expect(terminal.expect("<ANSWER 2 none>"))
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    let modes = try #require(terminal.termiosOfSlave())
    #expect(modes.c_lflag & tcflag_t(ICANON | ECHO) != 0)
  }
}
