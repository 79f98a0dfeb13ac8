import Foundation

/// What the terminal can do, in one place: found from the environment (`TERM`, `TERM_PROGRAM`,
/// `COLORTERM`, `NO_COLOR`), then from the terminal's answers to the queries
/// `TerminalDetection` sends once at start (and later replies, which the input decoder
/// delivers as `InputEvent.terminal`), and last from `DECL_TERMINAL`, which overrides both.
public struct TerminalCapabilities: Hashable, Sendable {
  /// Colours the terminal shows.
  public var colorDepth: ColorDepth = .ansi16
  /// Synchronized output (mode 2026): nil until the terminal answered DECRQM.
  public var synchronizedOutput: Bool?
  /// The kitty graphics protocol (the terminal answered its query with OK).
  public var kittyGraphics = false
  /// Sixel graphics (4 among the primary device attributes).
  public var sixel = false
  /// OSC 8 hyperlinks. No terminal can be asked; those that lack them ignore the sequence.
  public var hyperlinks = true
  /// OSC 52 clipboard writes (ignored by terminals that lack them or forbid them).
  public var clipboard = true
  /// The kitty keyboard protocol (the terminal answered `CSI ? u`).
  public var kittyKeyboard = false
  /// Focus reports (mode 1004), false only when the terminal said it does not know the mode.
  public var focusEvents = true
  /// Colour scheme change reports (mode 2031), false when the terminal said it does not know it.
  public var colorSchemeReports = true
  /// The terminal's background colour (OSC 11), when it told it.
  public var background: RGB?
  /// The terminal's name and version (XTVERSION), when it told it.
  public var version: String?
  /// Whether the terminal answered the primary device attributes query.
  public var answered = false
  /// Whether a multiplexer (tmux, screen) sits between the program and the terminal.
  public var multiplexer: String?
  /// Whether the terminal is to be asked at all (`DECL_TERMINAL=noquery` says no).
  public var mayQuery = true

  /// A colour as the terminal reports it, 8 bits a channel.
  public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// Creates a colour.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
      (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// Whether the colour is dark: relative luminance (sRGB weights) under one half.
    public var isDark: Bool {
      0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue) < 127.5
    }
  }

  /// Nothing detected: 16 colours, no graphics.
  public init() {}

  /// What the environment says, before the terminal is asked.
  public static func fromEnvironment(_ environment: [String: String], isTTY: Bool = true)
    -> Self
  {
    var capabilities = Self()
    capabilities.colorDepth = ColorDepth.detect(environment: environment, isTTY: isTTY)
    let term = environment["TERM"] ?? ""
    let program = (environment["TERM_PROGRAM"] ?? "").lowercased()
    if environment["TMUX"] != nil || term.hasPrefix("tmux") {
      capabilities.multiplexer = "tmux"
    } else if environment["STY"] != nil || term.hasPrefix("screen") {
      capabilities.multiplexer = "screen"
    }
    if term == "xterm-kitty" || program == "ghostty" || program == "wezterm" {
      // These take OSC 8, OSC 52 and true colour whatever COLORTERM says.
      if capabilities.colorDepth != .none { capabilities.colorDepth = .trueColor }
    }
    if term == "linux" || term == "dumb" || term.isEmpty {
      // The Linux console prints what it does not parse, and has no clipboard or links.
      capabilities.hyperlinks = false
      capabilities.clipboard = false
      capabilities.focusEvents = false
      capabilities.colorSchemeReports = false
      capabilities.mayQuery = term == "linux"
    }
    if let override = environment["DECL_TERMINAL"] { capabilities.apply(override: override) }
    return capabilities
  }

  /// What a reply of the terminal tells.
  public mutating func apply(_ reply: TerminalReply) {
    switch reply {
    case .primaryDeviceAttributes(let attributes):
      answered = true
      if attributes.contains(4) { sixel = true }
    case .version(let name):
      version = name
    case .graphics(let ok):
      // A multiplexer that passes the query through still eats the images it cannot place.
      kittyGraphics = ok && multiplexer == nil
    case .mode(let mode, let state):
      switch mode {
      case 2026: synchronizedOutput = state != .notRecognized
      case 1004: focusEvents = state != .notRecognized
      case 2031: colorSchemeReports = state != .notRecognized
      default: break
      }
    case .keyboardFlags:
      kittyKeyboard = true
    case .background(let rgb):
      background = rgb
    case .colorScheme, .focus, .cursorRow:
      break
    }
  }

  /// Applies `DECL_TERMINAL`: a comma-separated list of capability names (`kitty-graphics`,
  /// `sixel`, `hyperlinks`, `clipboard`, `kitty-keyboard`, `sync`, `focus`), each turned off with
  /// a leading `-`; `truecolor`, `256color`, `16color`, `nocolor` set the colours; `dark` or
  /// `light` the background; `noquery` sends the terminal no question.
  public mutating func apply(override: String) {
    for token in override.split(separator: ",") {
      let name = token.trimmingCharacters(in: .whitespaces).lowercased()
      let on = !name.hasPrefix("-")
      switch on ? name : String(name.dropFirst()) {
      case "kitty-graphics": kittyGraphics = on
      case "sixel": sixel = on
      case "hyperlinks": hyperlinks = on
      case "clipboard": clipboard = on
      case "kitty-keyboard": kittyKeyboard = on
      case "sync": synchronizedOutput = on
      case "focus": focusEvents = on
      case "noquery": mayQuery = !on
      case "truecolor": colorDepth = .trueColor
      case "256color": colorDepth = .ansi256
      case "16color": colorDepth = .ansi16
      case "nocolor": colorDepth = .none
      case "dark": background = RGB(red: 0, green: 0, blue: 0)
      case "light": background = RGB(red: 255, green: 255, blue: 255)
      default: continue
      }
    }
  }
}
