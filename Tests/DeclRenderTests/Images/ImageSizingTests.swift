import Decl
import Testing

@testable import DeclRender

struct ImageSizingTests {
  @Test func idealSizeIsPointsAtEightByFifteenPerCell() {
    #expect(ImageSizing.idealSize(pixelWidth: 64, pixelHeight: 64) == Size(width: 8, height: 4))
    #expect(
      ImageSizing.idealSize(pixelWidth: 64, pixelHeight: 64, scale: 2) == Size(width: 4, height: 2))
    #expect(
      ImageSizing.idealSize(pixelWidth: 300, pixelHeight: 90, scale: 3)
        == Size(width: 13, height: 2))
    #expect(ImageSizing.idealSize(pixelWidth: 1, pixelHeight: 1) == Size(width: 1, height: 1))
    #expect(
      ImageSizing.idealSize(pixelWidth: 0, pixelHeight: -4, scale: 0) == Size(width: 1, height: 1))
  }

  @Test func aspectRatiosInCells() {
    #expect(ImageSizing.cellAspectRatio(pixelWidth: 64, pixelHeight: 64) == 2)
    #expect(ImageSizing.cellAspectRatio(pixelWidth: 100, pixelHeight: 50) == 4)
    #expect(ImageSizing.cellAspectRatio(pixelWidth: 0, pixelHeight: 50) == 1)
    #expect(ImageSizing.cellAspectRatio(points: 16.0 / 9) == 32.0 / 9)
  }

  private func size(
    _ ratio: Double, _ mode: ContentMode, _ columns: Int?, _ rows: Int?,
    ideal: Size = Size(width: 8, height: 4)
  ) -> Size {
    ImageSizing.size(ratio: ratio, contentMode: mode, columns: columns, rows: rows, ideal: ideal)
  }

  @Test func fitIsTheLargestSizeInside() {
    // A square image (2 columns per row).
    #expect(size(2, .fit, 40, 10) == Size(width: 20, height: 10))
    #expect(size(2, .fit, 10, 40) == Size(width: 10, height: 5))
    #expect(size(2, .fit, 20, 10) == Size(width: 20, height: 10))
    // 16:9 in 80 × 24: the height decides (24 rows × 32/9 ≈ 85 columns is too wide).
    #expect(size(32.0 / 9, .fit, 80, 24) == Size(width: 80, height: 23))
  }

  @Test func fillIsTheSmallestSizeCovering() {
    #expect(size(2, .fill, 40, 10) == Size(width: 40, height: 20))
    #expect(size(2, .fill, 10, 40) == Size(width: 80, height: 40))
    #expect(size(32.0 / 9, .fill, 80, 24) == Size(width: 85, height: 24))
  }

  @Test func oneProposedDimensionDecides() {
    for mode in ContentMode.allCases {
      #expect(size(2, mode, 20, nil) == Size(width: 20, height: 10))
      #expect(size(2, mode, nil, 10) == Size(width: 20, height: 10))
    }
  }

  @Test func noProposalUsesTheIdealSize() {
    #expect(size(2, .fit, nil, nil) == Size(width: 8, height: 4))
    #expect(size(4, .fit, nil, nil) == Size(width: 8, height: 2))
    #expect(size(4, .fill, nil, nil) == Size(width: 16, height: 4))
  }

  @Test func degenerateInputs() {
    #expect(size(2, .fit, 0, 10) == Size(width: 0, height: 0))
    #expect(size(2, .fit, -5, nil) == Size(width: 0, height: 0))
    // A sliver still gets one row rather than vanishing.
    #expect(size(1000, .fit, 10, 10) == Size(width: 10, height: 1))
    #expect(size(1e12, .fit, nil, 10) == Size(width: Int(Int32.max), height: 10))
    #expect(size(.nan, .fit, 7, nil) == Size(width: 7, height: 0))
    #expect(size(0, .fill, 7, 3) == Size(width: 7, height: 3))
  }
}
