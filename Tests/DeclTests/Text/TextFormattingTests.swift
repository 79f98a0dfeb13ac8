import Decl
import DeclRender
import Foundation
import Testing

/// Text from values with Foundation's format styles and formatters, and from interpolations.
@MainActor
@Suite struct TextFormattingTests {
  private let enUS = Locale(identifier: "en_US")
  private let utc = TimeZone(identifier: "UTC")!
  /// 1971-01-01 00:00 UTC.
  private let newYear1971 = Date(timeIntervalSince1970: 365 * 86_400)

  private func screen(_ text: Text, width: Int = 40) -> String {
    TestHost(width: width, height: 1) { text }.screen.trimmingCharacters(in: .whitespaces)
  }

  @Test func formatStyles() {
    let share = 3.125
    #expect(screen(Text(share, format: .number.precision(.fractionLength(3)))) == "3.125")
    #expect(screen(Text(12.5, format: .number.precision(.fractionLength(2)))) == "12.50")
    #expect(screen(Text(0.15, format: .percent)) == "15%")
    #expect(screen(Text(12.5, format: .currency(code: "USD").locale(enUS))) == "$12.50")
    #expect(screen(Text(1_234_567, format: .number.locale(enUS))) == "1,234,567")
    let day = Date.FormatStyle(date: .long, time: .omitted, locale: enUS, timeZone: utc)
    #expect(screen(Text(newYear1971, format: day)) == "January 1, 1971")
  }

  @Test func interpolatedFormatsAndSpecifiers() {
    #expect(screen(Text("Tip \(0.15, format: .percent)")) == "Tip 15%")
    let value = 2.0 / 3.0
    #expect(screen(Text("\(value, specifier: "%.2f") km")) == "0.67 km")
    #expect(
      screen(Text("Total: \(12.5, format: .currency(code: "EUR").locale(enUS))")) == "Total: €12.50"
    )
    let year = Date.FormatStyle(locale: enUS, timeZone: utc).year()
    #expect(screen(Text("Since \(newYear1971, format: year)")) == "Since 1971")
  }

  @Test func formatters() {
    let numbers = NumberFormatter()
    numbers.numberStyle = .percent
    numbers.locale = enUS
    #expect(screen(Text(NSNumber(value: 0.25), formatter: numbers)) == "25%")
    let dates = DateFormatter()
    dates.dateStyle = .medium
    dates.locale = enUS
    dates.timeZone = utc
    #expect(screen(Text(newYear1971, formatter: dates)) == "Jan 1, 1971")
    #expect(screen(Text("On \(newYear1971, formatter: dates)")) == "On Jan 1, 1971")
    // A formatter that cannot format the value shows nothing, rather than failing.
    #expect(screen(Text(newYear1971, formatter: numbers)) == "")
  }

  @Test func dateStylesSeenFromAFixedNow() {
    let now = newYear1971
    let later = now.addingTimeInterval(2 * 3600 + 23 * 60)
    #expect(Text.DateStyle.relative.format(later, relativeTo: now) == "2 hours, 23 minutes")
    #expect(Text.DateStyle.relative.format(now, relativeTo: later) == "2 hours, 23 minutes")
    #expect(Text.DateStyle.offset.format(later, relativeTo: now) == "+2 hours")
    #expect(Text.DateStyle.offset.format(now, relativeTo: later) == "-2 hours")
    #expect(Text.DateStyle.timer.format(now.addingTimeInterval(152), relativeTo: now) == "2:32")
    #expect(
      Text.DateStyle.timer.format(now.addingTimeInterval(36 * 3600 + 59 * 60 + 1), relativeTo: now)
        == "36:59:01")
    // The date and time styles follow the process's locale; the date is there in some form.
    #expect(!screen(Text(now, style: .date)).isEmpty)
    #expect(!screen(Text(now, style: .time)).isEmpty)
  }

  @Test func markdownInLiteralsIsDrawnWithAttributes() {
    let host = TestHost(width: 22, height: 1) {
      Text("**Bold** *it* ~~gone~~ `code` [docs](https://example.com)")
    }
    #expect(host.screen == "Bold it gone code docs")
    #expect(host.canvas[x: 0, y: 0].style.attributes == [.bold])
    #expect(host.canvas[x: 5, y: 0].style.attributes == [.italic])
    #expect(host.canvas[x: 8, y: 0].style.attributes == [.strikethrough])
    #expect(host.canvas[x: 13, y: 0].style.attributes == [])
    #expect(host.canvas[x: 18, y: 0].style.attributes == [.underline])
    #expect(host.canvas[x: 18, y: 0].style.foreground != host.canvas[x: 0, y: 0].style.foreground)
    #expect(host.ansiScreen.contains("\u{1B}[1mBold"))
  }

  @Test func stringValuesAndVerbatimAreNotMarkdown() {
    let value = "**not bold**"
    let host = TestHost(width: 12, height: 2) {
      VStack(alignment: .leading) {
        Text(value)
        Text(verbatim: "*plain*")
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    #expect(host.screen == "**not bold**\n*plain*")
    #expect(host.canvas[x: 2, y: 0].style.attributes == [])
    #expect(host.canvas[x: 1, y: 1].style.attributes == [])
  }

  @Test func attributedStrings() {
    var message = AttributedString("Saved ")
    message.foregroundColor = .green
    var link = AttributedString("here")
    link.link = URL(string: "https://example.com")
    var struck = AttributedString(" old")
    struck.strikethroughStyle = .single
    var bold = AttributedString(" big")
    bold.font = .body.bold()
    let host = TestHost(width: 18, height: 1) { Text(message + link + struck + bold) }
    #expect(host.screen == "Saved here old big")
    let green = TestHost(width: 1, height: 1) { Text("x").foregroundColor(.green) }
    #expect(host.canvas[x: 0, y: 0].style.foreground == green.canvas[x: 0, y: 0].style.foreground)
    #expect(host.canvas[x: 6, y: 0].style.attributes == [.underline])
    #expect(host.canvas[x: 11, y: 0].style.attributes == [.strikethrough])
    #expect(host.canvas[x: 15, y: 0].style.attributes == [.bold])
    // Interpolated into a literal, it keeps its attributes.
    let inner = TestHost(width: 10, height: 1) { Text("Note: \(struck)") }
    #expect(inner.canvas[x: 7, y: 0].style.attributes == [.strikethrough])
  }
}
