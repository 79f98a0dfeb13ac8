import Foundation
import Testing

@testable import DeclRender

/// The PNG decoder against fixtures made by Scripts/generate-png-fixtures.py (whose expected
/// pixels are computed independently, and checked against Pillow when it is installed), and
/// against malformed files built by `PNGTestFile`.
struct PNGDecoderTests {
  /// Every colour type at every legal bit depth, row by row and Adam7-interlaced.
  static let colourTypeFixtures: [String] = [
    (0, [1, 2, 4, 8, 16]), (2, [8, 16]),
    (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16]),
  ].flatMap { type, depths in
    depths.flatMap { depth in ["c\(type)-d\(depth)", "c\(type)-d\(depth)-i"] }
  }

  /// Transparency keys, deflate block kinds, chunk layouts, tiny interlaced images.
  static let featureFixtures = [
    "c0-d8-trns", "c0-d16-trns", "c0-d2-trns", "c2-d8-trns", "c2-d16-trns", "stored", "fixed",
    "dynamic", "mixed-blocks", "split-idat", "ancillary", "tiny-1x1-i", "tiny-3x2-i",
  ]

  @Test(arguments: colourTypeFixtures + featureFixtures)
  func decodesFixtureExactly(_ name: String) throws {
    let (png, rgba) = try PNGTestFile.fixture(name)
    let image = try PNGDecoder.decode(png)
    #expect(image.pixels.count == image.width * image.height * 4)
    #expect(
      image.pixels == rgba,
      "\(name): first difference at byte \(firstDifference(image.pixels, rgba))")
  }

  @Test func everyFixtureIsListed() throws {
    let listed = Set(Self.colourTypeFixtures + Self.featureFixtures)
    #expect(Set(try PNGTestFile.fixtureNames()) == listed)
  }

  @Test func fixturesHaveTheirDeclaredSizes() throws {
    #expect(try size("c0-d1") == (13, 11))
    #expect(try size("c6-d16-i") == (13, 11))
    #expect(try size("dynamic") == (64, 48))
    #expect(try size("tiny-1x1-i") == (1, 1))
    #expect(try size("tiny-3x2-i") == (3, 2))
  }

  /// The transparency fixtures really hold transparent pixels, so a decoder that ignored
  /// `tRNS` would fail them.
  @Test(arguments: ["c0-d8-trns", "c0-d16-trns", "c0-d2-trns", "c2-d8-trns", "c2-d16-trns"])
  func transparencyKeyMakesPixelsTransparent(_ name: String) throws {
    let image = try PNGDecoder.decode(PNGTestFile.fixture(name).png)
    let alphas = stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] }
    #expect(alphas.contains(0))
    #expect(alphas.contains(255))
  }

  @Test func paletteTransparencyGivesPartialAlpha() throws {
    let image = try PNGDecoder.decode(PNGTestFile.fixture("c3-d8").png)
    let alphas = Set(stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] })
    #expect(alphas.count > 3)
    #expect(alphas.contains(255))  // entries past the tRNS list stay opaque
  }

  @Test func sixteenBitSamplesRoundToEightBits() throws {
    // One RGBA16 pixel: 0x8080 → 128, 0x807F → 128 (rounds), 0xFFFF → 255, 0x0080 → 0.
    let rows: [UInt8] = [0, 0x80, 0x80, 0x80, 0x7F, 0xFF, 0xFF, 0x00, 0x80]
    let png = PNGTestFile.file([
      PNGTestFile.header(width: 1, height: 1, depth: 16, colorType: 6),
      PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored(rows)), PNGTestFile.chunk("IEND", []),
    ])
    #expect(try PNGDecoder.decode(png).pixels == [128, 128, 255, 0])
  }

  @Test func scanlineFiltersAreUndone() throws {
    // Two rows of two RGBA pixels; row 0 uses Sub, row 1 uses Paeth.
    let rows: [UInt8] = [
      1, 10, 20, 30, 255, 5, 5, 5, 0,
      4, 1, 1, 1, 0, 1, 1, 1, 0,
    ]
    let image = try PNGDecoder.decode(PNGTestFile.rgba(width: 2, height: 2, rows: rows))
    #expect(image[0, 0] == RGBA8(10, 20, 30, 255))
    #expect(image[1, 0] == RGBA8(15, 25, 35, 255))
    // Paeth of the first pixel predicts `up` (left and upper-left are 0).
    #expect(image[0, 1] == RGBA8(11, 21, 31, 255))
    #expect(image[1, 1] == RGBA8(16, 26, 36, 255))
  }

  // MARK: Malformed files

  @Test func rejectsWhatIsNotAPNG() {
    #expect(throws: PNGDecodingError.notPNG) { try PNGDecoder.decode(Array("GIF89a...".utf8)) }
    #expect(throws: PNGDecodingError.truncated) { try PNGDecoder.decode([UInt8]()) }
    #expect(throws: PNGDecodingError.truncated) {
      try PNGDecoder.decode(Array(PNGDecoder.signature.prefix(5)))
    }
  }

  /// Every proper prefix of a valid file fails with an error, never a crash or an image.
  @Test func everyTruncationIsAnError() throws {
    let png = try PNGTestFile.fixture("c2-d8").png
    for length in 0..<png.count {
      #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(Array(png.prefix(length))) }
    }
    #expect(throws: PNGDecodingError.truncated) { try PNGDecoder.decode(Array(png.dropLast(12))) }
  }

  @Test func badCRCOnACriticalChunkIsAnError() throws {
    let rows: [UInt8] = [0, 1, 2, 3, 4]
    let idat = PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored(rows), badCRC: true)
    let png = PNGTestFile.file([
      PNGTestFile.header(width: 1, height: 1), idat, PNGTestFile.chunk("IEND", []),
    ])
    #expect(throws: PNGDecodingError.badCRC(chunk: "IDAT")) { try PNGDecoder.decode(png) }
    var header = PNGTestFile.header(width: 1, height: 1)
    header[header.count - 1] ^= 0xFF
    let badHeader = PNGTestFile.file([header, PNGTestFile.chunk("IEND", [])])
    #expect(throws: PNGDecodingError.badCRC(chunk: "IHDR")) { try PNGDecoder.decode(badHeader) }
  }

  @Test func badCRCOnAnAncillaryChunkSkipsIt() throws {
    // A tRNS with a bad CRC would make the grey pixel transparent if it were read.
    let png = PNGTestFile.file([
      PNGTestFile.header(width: 1, height: 1, colorType: 0),
      PNGTestFile.chunk("tRNS", [0, 7], badCRC: true),
      PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored([0, 7])), PNGTestFile.chunk("IEND", []),
    ])
    #expect(try PNGDecoder.decode(png).pixels == [7, 7, 7, 255])
  }

  @Test(arguments: [
    (PNGTestFile.header(width: 0, height: 1), "size 0×1"),
    (PNGTestFile.header(width: 1, height: 1, depth: 3, colorType: 0), "bit depth 3"),
    (PNGTestFile.header(width: 1, height: 1, depth: 16, colorType: 3), "bit depth 16"),
    (PNGTestFile.header(width: 1, height: 1, depth: 4, colorType: 2), "bit depth 4"),
    (PNGTestFile.header(width: 1, height: 1, colorType: 5), "colour type 5"),
    (PNGTestFile.header(width: 1, height: 1, interlace: 2), "interlace method 2"),
    (PNGTestFile.chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 1, 0, 0]), "compression method"),
    (PNGTestFile.chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 1, 0]), "filter method"),
    (PNGTestFile.chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0]), "12 bytes"),
    (PNGTestFile.chunk("IHDR", [0x80, 0, 0, 0, 0, 0, 0, 1, 8, 6, 0, 0, 0]), "size 2147483648"),
  ])
  func invalidHeaderValuesAreErrors(header: [UInt8], reason: String) {
    let png = PNGTestFile.file([header, PNGTestFile.chunk("IEND", [])])
    do {
      _ = try PNGDecoder.decode(png)
      Issue.record("decoded an invalid header (\(reason))")
    } catch {
      guard case .invalidHeader(let message) = error else {
        Issue.record("\(error) is not an invalid-header error")
        return
      }
      #expect(message.contains(reason))
      #expect(error.description.hasPrefix("invalid PNG header: "))
    }
  }

  @Test func chunkOrderAndPresenceAreChecked() throws {
    let header = PNGTestFile.header(width: 1, height: 1)
    let idat = PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored([0, 1, 2, 3, 4]))
    let end = PNGTestFile.chunk("IEND", [])
    let text = PNGTestFile.chunk("tEXt", Array("a\0b".utf8))
    let cases: [([[UInt8]], PNGDecodingError)] = [
      ([idat, header, end], .invalidChunk("the first chunk is IDAT, not IHDR")),
      ([header, end], .invalidChunk("no IDAT chunk")),
      ([header, header, idat, end], .invalidChunk("more than one IHDR chunk")),
      ([header, idat, text, idat, end], .invalidChunk("IDAT chunks are not consecutive")),
      ([header, idat], .truncated),
      (
        [header, PNGTestFile.chunk("ABCD", []), idat, end],
        .unsupported("unknown critical chunk ABCD")
      ),
      (
        [PNGTestFile.header(width: 1, height: 1, colorType: 3), idat, end],
        .invalidChunk("an indexed image without PLTE")
      ),
      (
        [
          PNGTestFile.header(width: 1, height: 1, colorType: 3), idat,
          PNGTestFile.chunk("PLTE", [1, 2, 3]), end,
        ], .invalidChunk("PLTE after the image data")
      ),
      (
        [
          PNGTestFile.header(width: 1, height: 1, colorType: 3), PNGTestFile.chunk("PLTE", [1, 2]),
          idat, end,
        ],
        .invalidChunk("PLTE of 2 bytes")
      ),
    ]
    for (chunks, error) in cases {
      #expect(throws: error) { try PNGDecoder.decode(PNGTestFile.file(chunks)) }
    }
    // An unknown ancillary chunk (lower-case first letter) is skipped.
    let withUnknown = PNGTestFile.file([header, PNGTestFile.chunk("abCD", [9]), idat, end])
    #expect(try PNGDecoder.decode(withUnknown).pixels == [1, 2, 3, 4])
  }

  @Test func imageDataMustMatchTheHeader() {
    #expect(
      throws: PNGDecodingError.invalidImageData("4 bytes of image data where a 1×1 image needs 5")
    ) {
      try PNGDecoder.decode(PNGTestFile.rgba(width: 1, height: 1, rows: [0, 1, 2, 3]))
    }
    #expect(throws: PNGDecodingError.invalidImageData("more data than a 1×1 image holds")) {
      try PNGDecoder.decode(PNGTestFile.rgba(width: 1, height: 1, rows: [0, 1, 2, 3, 4, 5]))
    }
    #expect(throws: PNGDecodingError.invalidImageData("unknown scanline filter 5")) {
      try PNGDecoder.decode(PNGTestFile.rgba(width: 1, height: 1, rows: [5, 1, 2, 3, 4]))
    }
    let palette = PNGTestFile.file([
      PNGTestFile.header(width: 2, height: 1, colorType: 3),
      PNGTestFile.chunk("PLTE", [1, 2, 3, 4, 5, 6]),
      PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored([0, 1, 2])), PNGTestFile.chunk("IEND", []),
    ])
    #expect(throws: PNGDecodingError.invalidImageData("palette index 2 past the 2-entry palette")) {
      try PNGDecoder.decode(palette)
    }
  }

  @Test func compressedDataErrorsAreReported() {
    var stream = PNGTestFile.zlibStored([0, 1, 2, 3, 4])
    stream[stream.count - 1] ^= 1
    let png = PNGTestFile.file([
      PNGTestFile.header(width: 1, height: 1), PNGTestFile.chunk("IDAT", stream),
      PNGTestFile.chunk("IEND", []),
    ])
    do {
      _ = try PNGDecoder.decode(png)
      Issue.record("decoded data with a bad Adler-32")
    } catch {
      guard case .compressedData(.checksumMismatch) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(error.description.contains("Adler-32"))
    }
  }

  /// A huge declared size is refused from the header alone, before any allocation.
  @Test func refusesImagesAboveThePixelBudget() {
    let huge = PNGTestFile.file([
      PNGTestFile.header(width: 100_000, height: 100_000),
      PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored([0])), PNGTestFile.chunk("IEND", []),
    ])
    #expect(throws: PNGDecodingError.tooLarge(width: 100_000, height: 100_000, pixelLimit: 1 << 26))
    {
      try PNGDecoder.decode(huge)
    }
    let small = PNGTestFile.rgba(width: 4, height: 4, rows: [])
    #expect(throws: PNGDecodingError.tooLarge(width: 4, height: 4, pixelLimit: 15)) {
      try PNGDecoder.decode(small, pixelLimit: 15)
    }
    #expect(
      PNGDecodingError.tooLarge(width: 4, height: 4, pixelLimit: 15).description
        == "the PNG image is too large (4×4 pixels; at most 15 are decoded)")
  }

  /// A size within budget but far beyond what the data could hold fails before the buffer
  /// for it is reserved.
  @Test func refusesSizesTheDataCannotHold() {
    let png = PNGTestFile.file([
      PNGTestFile.header(width: 8192, height: 8192),
      PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored([0, 1, 2])), PNGTestFile.chunk("IEND", []),
    ])
    #expect(
      throws: PNGDecodingError.invalidImageData(
        "14 bytes of compressed data cannot hold a 8192×8192 image")
    ) {
      try PNGDecoder.decode(png)
    }
  }

  private func size(_ name: String) throws -> (Int, Int) {
    let image = try PNGDecoder.decode(PNGTestFile.fixture(name).png)
    return (image.width, image.height)
  }

  private func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
    a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? a.count
  }
}
