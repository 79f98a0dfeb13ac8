import Decl

/// The sizes, in cells, that SwiftUI's image and aspect-ratio rules give, for layout to use.
///
/// The pixel-to-cell rule: a cell shows two pixels stacked (see `CellImage`), so for shape a
/// cell is one pixel wide and two pixels tall, as it is 8 points wide and 16 points tall. An
/// image of W × H pixels therefore has the shape of W columns by H/2 rows, and a SwiftUI
/// aspect ratio r (width over height, in points) is 2r columns per row.
package enum ImageSizing {
  /// The size an image takes unless it is resizable: its size in points (pixels divided by
  /// the asset's scale, 1×, 2× or 3×) at 8 points a column and 16 a row, rounded to whole
  /// cells and at least one cell each way.
  ///
  /// A 1× 64 × 64 image is 8 × 4 cells; the same image at 2× is 4 × 2.
  package static func idealSize(pixelWidth: Int, pixelHeight: Int, scale: Int = 1) -> Size {
    let scale = Double(max(1, scale))
    func cells(_ pixels: Int, pointsPerCell: Double) -> Int {
      max(1, Int((Double(max(0, pixels)) / scale / pointsPerCell).rounded()))
    }
    return Size(
      width: cells(pixelWidth, pointsPerCell: 8), height: cells(pixelHeight, pointsPerCell: 16))
  }

  /// Columns per row of an image of `pixelWidth × pixelHeight` pixels (1 for an empty one).
  package static func cellAspectRatio(pixelWidth: Int, pixelHeight: Int) -> Double {
    guard pixelWidth > 0, pixelHeight > 0 else { return 1 }
    return 2 * Double(pixelWidth) / Double(pixelHeight)
  }

  /// Columns per row for a SwiftUI aspect ratio (width over height in points).
  package static func cellAspectRatio(points ratio: Double) -> Double { 2 * ratio }

  /// The size SwiftUI's `aspectRatio(_:contentMode:)` (and `scaledToFit()`,
  /// `scaledToFill()`) gives for a proposal of `columns × rows` cells, where `ratio` is in
  /// columns per row (`cellAspectRatio`) and `ideal` is the content's ideal size.
  ///
  /// - Both dimensions proposed: `.fit` gives the largest size of that ratio inside the
  ///   proposal, `.fill` the smallest that covers it (larger than proposed, as in SwiftUI).
  /// - One dimension proposed: it decides, and the other follows from the ratio.
  /// - Neither: the ideal size fitted to (or filling) the ratio.
  ///
  /// Results are rounded to whole cells and are at least one cell in each direction, unless
  /// the proposal is zero in that direction (a `.fit` result never exceeds the proposal).
  package static func size(
    ratio: Double, contentMode: ContentMode, columns: Int?, rows: Int?, ideal: Size
  ) -> Size {
    guard ratio.isFinite, ratio > 0 else { return Size(width: columns ?? 0, height: rows ?? 0) }
    switch (columns, rows) {
    case (let columns?, let rows?):
      let columns = max(0, columns)
      let rows = max(0, rows)
      // Whether the full width gives a height that fits (for .fit) or covers (.fill).
      let widthDecides =
        contentMode == .fit
        ? Double(columns) / ratio <= Double(rows) : Double(columns) / ratio >= Double(rows)
      if widthDecides {
        let height = cells(Double(columns) / ratio, zero: columns == 0)
        return Size(width: columns, height: contentMode == .fit ? min(rows, height) : height)
      }
      let width = cells(Double(rows) * ratio, zero: rows == 0)
      return Size(width: contentMode == .fit ? min(columns, width) : width, height: rows)
    case (let columns?, nil):
      let columns = max(0, columns)
      return Size(width: columns, height: cells(Double(columns) / ratio, zero: columns == 0))
    case (nil, let rows?):
      let rows = max(0, rows)
      return Size(width: cells(Double(rows) * ratio, zero: rows == 0), height: rows)
    case (nil, nil):
      return size(
        ratio: ratio, contentMode: contentMode, columns: ideal.width, rows: ideal.height,
        ideal: ideal)
    }
  }

  /// A length in whole cells: rounded, at least 1 unless the length it follows is 0.
  private static func cells(_ length: Double, zero: Bool) -> Int {
    if zero { return 0 }
    guard length < Double(Int32.max) else { return Int(Int32.max) }
    return max(1, Int(length.rounded()))
  }
}
