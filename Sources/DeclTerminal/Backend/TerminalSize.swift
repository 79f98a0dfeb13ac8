#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal's size in cells.
public struct TerminalSize: Hashable, Sendable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Parses "80x24".
  public init?(parsing text: String) {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width >= 0,
      height >= 0
    else {
      return nil
    }
    self.init(width: width, height: height)
  }

  /// The size of the terminal on `descriptor`, or nil when it is not a terminal.
  public static func current(descriptor: Int32 = 1) -> TerminalSize? {
    var size = winsize()
    guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0
    else {
      return nil
    }
    return TerminalSize(width: Int(size.ws_col), height: Int(size.ws_row))
  }

  /// The size of one cell in pixels, from the window's size in pixels where the terminal
  /// reports it (xterm, kitty, foot, WezTerm do); nil otherwise.
  package static func cellPixels(descriptor: Int32 = 1) -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
      size.ws_xpixel > 0, size.ws_ypixel > 0
    else { return nil }
    return (Int(size.ws_xpixel) / Int(size.ws_col), Int(size.ws_ypixel) / Int(size.ws_row))
  }
}
