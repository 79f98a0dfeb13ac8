import Foundation
import Testing

@testable import DeclRender

/// Seeded fuzzing of the PNG decoder and inflate: random bytes, truncated and bit-flipped
/// fixtures (with their CRCs left wrong, or recomputed so the damage reaches the header,
/// the compressed data), damaged image data recompressed validly (reaching the filters and
/// palette lookups), and headers declaring random, huge or invalid sizes.
/// Every case must end with an image of consistent size or a `PNGDecodingError`, quickly:
/// no trap, no hang.
///
/// 6,000 cases by default; `DECL_FUZZ_SCALE` multiplies that and `DECL_FUZZ_SEED` replays
/// one case (see `FuzzConfiguration`).
struct PNGFuzzTests {
  static let defaultCases = 6_000

  static let seeds: [[UInt8]] = {
    let names = [
      "c0-d1-i", "c2-d16", "c3-d4", "c3-d8-i", "c4-d8-i", "c6-d8", "mixed-blocks", "split-idat",
    ]
    return names.map { try! PNGTestFile.fixture($0).png }
  }()

  @Test func corruptInputNeverTrapsOrHangs() {
    FuzzConfiguration.run("PNG fuzz", defaultCount: Self.defaultCases) { seed in
      var rng = SplitMix64(seed: seed)
      let input = Self.input(seed: seed, rng: &rng)
      let start = Date()
      defer {
        let elapsed = Date().timeIntervalSince(start)
        if elapsed > 2 { Issue.record("seed \(seed) took \(elapsed) s") }
      }
      do throws(PNGDecodingError) {
        let image = try PNGDecoder.decode(input.bytes)
        guard image.pixels.count == image.width * image.height * 4 else {
          return "\(input.kind): \(image.width)×\(image.height) with \(image.pixels.count) bytes"
        }
      } catch {
        guard !error.description.isEmpty else { return "\(input.kind): an empty message" }
      }
      // Raw inflate of the same bytes must end too, within its limit.
      if let output = try? Inflate.inflate(input.bytes, limit: 1 << 20), output.count > 1 << 20 {
        return "\(input.kind): inflate wrote past its limit"
      }
      return nil
    }
  }

  /// The kinds of input are spread evenly over the seeds.
  static func input(seed: UInt64, rng: inout SplitMix64) -> (kind: String, bytes: [UInt8]) {
    var file = seeds[Int(rng.next() % UInt64(seeds.count))]
    switch seed % 6 {
    case 0:
      let count = Int(rng.next() % 400)
      var bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
      if rng.next() % 2 == 0 { bytes = PNGDecoder.signature + bytes }
      return ("random bytes", bytes)
    case 1:
      return ("truncated", Array(file.prefix(Int(rng.next() % UInt64(file.count)))))
    case 2:
      flipBits(&file, rng: &rng)
      return ("bit flips", file)
    case 3:
      flipBits(&file, rng: &rng)
      fixCRCs(&file)
      return ("bit flips with CRCs fixed", file)
    case 4:
      return ("damaged image data", damageImageData(file, rng: &rng))
    default:
      // IHDR starts at byte 8; its body at 16.
      let sizes: [UInt32] = [0, 1, 3, 8191, 8192, 65535, 1 << 20, 0x7FFF_FFFF, 0xFFFF_FFFF]
      let width = sizes[Int(rng.next() % UInt64(sizes.count))]
      let height = sizes[Int(rng.next() % UInt64(sizes.count))]
      file.replaceSubrange(
        16..<24, with: PNGTestFile.bigEndian(width) + PNGTestFile.bigEndian(height))
      if rng.next() % 2 == 0 {
        file[24] = [1, 2, 4, 8, 16, 3][Int(rng.next() % 6)]
        file[25] = [0, 2, 3, 4, 6, 5][Int(rng.next() % 6)]
        file[28] = UInt8(rng.next() % 3)
      }
      fixCRCs(&file)
      return ("declared size \(width)×\(height)", file)
    }
  }

  /// Flips one to eight random bits after the signature.
  static func flipBits(_ file: inout [UInt8], rng: inout SplitMix64) {
    for _ in 0...(rng.next() % 8) {
      let index = 8 + Int(rng.next() % UInt64(file.count - 8))
      file[index] ^= 1 << UInt8(rng.next() % 8)
    }
  }

  /// The file with bits of its decompressed image data flipped (filter types, samples,
  /// palette indices), then recompressed in stored blocks with valid checksums.
  static func damageImageData(_ file: [UInt8], rng: inout SplitMix64) -> [UInt8] {
    var chunks: [[UInt8]] = []
    var compressed: [UInt8] = []
    var offset = 8
    while file.count - offset >= 12 {
      let length = Int(PNGTestFile.bigEndianValue(file, at: offset))
      let type = String(decoding: file[offset + 4..<offset + 8], as: UTF8.self)
      let chunk = Array(file[offset..<offset + 12 + length])
      if type == "IDAT" {
        compressed += file[offset + 8..<offset + 8 + length]
      } else if type != "IEND" {
        chunks.append(chunk)
      }
      offset += 12 + length
    }
    var raw = try! Inflate.zlibDecompress(compressed, limit: 1 << 24)
    for _ in 0...(rng.next() % 4) {
      raw[Int(rng.next() % UInt64(raw.count))] ^= 1 << UInt8(rng.next() % 8)
    }
    return PNGTestFile.signature
      + (chunks + [
        PNGTestFile.chunk("IDAT", PNGTestFile.zlibStored(raw)), PNGTestFile.chunk("IEND", []),
      ]).joined()
  }

  /// Rewrites every chunk's CRC to match its (possibly damaged) contents.
  static func fixCRCs(_ file: inout [UInt8]) {
    var offset = 8
    while file.count - offset >= 12 {
      let length = Int(PNGTestFile.bigEndianValue(file, at: offset))
      guard file.count - offset - 12 >= length else { return }
      let crc = CRC32.checksum(file[offset + 4..<offset + 8 + length])
      file.replaceSubrange(
        offset + 8 + length..<offset + 12 + length, with: PNGTestFile.bigEndian(crc))
      offset += 12 + length
    }
  }

  /// The fuzz reaches every stage: some damaged files still decode, and the errors span
  /// the decoder's kinds, so a generator that only produced bad signatures would fail here.
  @Test func casesReachEveryStage() {
    var kinds = Set<String>()
    var decoded = 0
    for seed in UInt64(0)..<1200 {
      var rng = SplitMix64(seed: seed)
      do throws(PNGDecodingError) {
        _ = try PNGDecoder.decode(Self.input(seed: seed, rng: &rng).bytes)
        decoded += 1
      } catch {
        kinds.insert(Self.kind(of: error))
      }
    }
    #expect(decoded > 0)
    #expect(
      kinds.isSuperset(of: [
        "not PNG", "truncated", "bad CRC", "invalid header", "invalid chunk", "unsupported",
        "compressed data", "too large", "filter", "palette index", "data length",
      ]), "\(kinds)")
  }

  private static func kind(of error: PNGDecodingError) -> String {
    switch error {
    case .notPNG: "not PNG"
    case .truncated: "truncated"
    case .badCRC: "bad CRC"
    case .invalidHeader: "invalid header"
    case .invalidChunk: "invalid chunk"
    case .unsupported: "unsupported"
    case .compressedData: "compressed data"
    case .tooLarge: "too large"
    case .invalidImageData(let reason) where reason.contains("filter"): "filter"
    case .invalidImageData(let reason) where reason.contains("palette"): "palette index"
    case .invalidImageData: "data length"
    }
  }
}
