import Foundation

/// The screen: in a terminal, the terminal window, measured in points as Decl maps them (a
/// column is 8 points wide, a row 16 high), so `UIScreen.main.bounds.width / 8` is the number
/// of columns.
///
/// Unlike UIKit's, it may be read from any thread: iOS code reads `UIScreen.main.bounds` in
/// default arguments and stored-property initializers, which Swift 5 mode lets through for
/// Objective-C's UIKit but not for a Swift class isolated to the main actor.
public final class UIScreen: @unchecked Sendable {
  /// The screen the app runs on.
  public static let main = UIScreen()

  /// Points per terminal column and row.
  package static let pointsPerColumn: CGFloat = 8
  package static let pointsPerRow: CGFloat = 16

  /// The terminal's size in cells, kept current by the renderer that runs the app; before an
  /// app runs, `COLUMNS`/`LINES` or 80 × 24.
  package var cells: (width: Int, height: Int) {
    get { lock.withLock { storedCells } }
    set { lock.withLock { storedCells = newValue } }
  }

  /// Guards `storedCells`, which the run loop writes and any thread may read.
  private let lock = NSLock()
  private var storedCells = UIScreen.environmentCells()

  private init() {}

  /// The screen's rectangle in points, origin at the top left.
  public var bounds: CGRect {
    CGRect(
      x: 0, y: 0, width: CGFloat(cells.width) * Self.pointsPerColumn,
      height: CGFloat(cells.height) * Self.pointsPerRow)
  }

  /// The same rectangle: the terminal has no status bar or notch to leave out.
  public var nativeBounds: CGRect { bounds }

  /// Pixels per point: 1, a terminal cell being its own unit.
  public var scale: CGFloat { 1 }

  /// The same as `scale`.
  public var nativeScale: CGFloat { 1 }

  /// The brightness of the screen, which a terminal cannot change: always 1; setting it is
  /// accepted.
  public var brightness: CGFloat {
    get { 1 }
    set {}
  }

  private static func environmentCells() -> (width: Int, height: Int) {
    let environment = ProcessInfo.processInfo.environment
    let width = environment["COLUMNS"].flatMap(Int.init) ?? 80
    let height = environment["LINES"].flatMap(Int.init) ?? 24
    return (max(1, width), max(1, height))
  }
}
