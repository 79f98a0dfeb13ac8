#!/usr/bin/env python3
"""Generate the PNG fixtures of Tests/DeclRenderTests/Images/Fixtures/.

Usage: Scripts/generate-png-fixtures.py [OUTPUT_DIR]

Every fixture NAME.png comes with NAME.rgba: the pixels the decoder must produce, as raw
8-bit RGBA rows (width * height * 4 bytes; the size is in NAME.png's header). The files are
written with this script's own PNG writer (struct + zlib, plus a small fixed-Huffman deflate
encoder of its own) and the expected pixels are computed here from the samples, independently
of Decl's decoder:

  - samples below 8 bits scale up by 255 / (2^depth - 1) (2-bit 1 -> 85);
  - 16-bit samples round to 8 bits: (v * 255 + 32895) >> 16;
  - a tRNS colour key (grey or RGB, compared at the file's bit depth) makes a pixel fully
    transparent; a palette's tRNS gives alpha to its first entries.

Fixtures (W x H = 13 x 11 unless said otherwise, odd sizes so rows end mid-byte and
interlace passes are ragged):
  c{type}-d{depth}[-i].png      every colour type at every legal depth, plain and Adam7;
                                scanline filters cycle 0..4 by row; zlib level 9
  c0-d{8,16,2}-trns.png          grey with a tRNS key
  c2-d{8,16}-trns.png            RGB with a tRNS key
  c3-d{1,2,4,8}[-i].png          palettes carry a tRNS shorter than the palette
  stored.png                     zlib level 0: stored blocks only
  fixed.png                      zlib Z_FIXED: fixed-Huffman blocks
  dynamic.png                    zlib level 9 on 64 x 48 RGBA: dynamic-Huffman blocks
  mixed-blocks.png               one stream of a stored block, a fixed block with
                                 back-references (this script's encoder), and zlib's blocks
  split-idat.png                 the stream over 7-byte IDAT chunks and an empty one
  ancillary.png                  tEXt and gAMA chunks, and a tEXt chunk with a bad CRC
                                 (skipped by a decoder)
  tiny-1x1-i.png, tiny-3x2-i.png Adam7 with empty passes

When Pillow is installed, every fixture is also decoded with it and compared with the
expected pixels (16-bit files within 1, as Pillow keeps the high byte; 16-bit grey from
Pillow's raw samples); it is not needed to
build or test Decl.
"""

import os
import struct
import sys
import zlib

W, H = 13, 11
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    ROOT, "Tests", "DeclRenderTests", "Images", "Fixtures")

CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
DEPTHS = {0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
         (0, 1, 1, 2)]


class Random:
    """A small LCG so the fixtures are the same on every run."""

    def __init__(self, seed):
        self.state = seed

    def next(self, bound):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (self.state >> 33) % bound


# ---------------------------------------------------------------- PNG writing

def chunk(kind, body, bad_crc=False):
    crc = zlib.crc32(kind + body) & 0xFFFFFFFF
    if bad_crc:
        crc ^= 0x1
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)


def header(width, height, depth, color_type, interlaced):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0,
                                      1 if interlaced else 0))


def pack_row(samples, depth):
    """Packs one row of samples (ints) at `depth` bits, MSB first, padded to a byte."""
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out = bytearray()
    acc, bits = 0, 0
    for s in samples:
        acc = acc << depth | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_row(kind, row, prior, bpp):
    out = bytearray()
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prior[i] if prior is not None else 0
        c = prior[i - bpp] if prior is not None and i >= bpp else 0
        predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - predictor) & 0xFF)
    return bytes([kind]) + bytes(out)


def passes(width, height, interlaced):
    if not interlaced:
        return [(0, 0, 1, 1)]
    return ADAM7


def image_data(samples, width, height, depth, color_type, interlaced):
    """The filtered scanlines of every pass; filters cycle 0..4 by row."""
    channels = CHANNELS[color_type]
    bpp = max(1, channels * depth // 8)
    data = bytearray()
    row_number = 0
    for x0, y0, dx, dy in passes(width, height, interlaced):
        xs = list(range(x0, width, dx))
        ys = list(range(y0, height, dy))
        if not xs or not ys:
            continue
        prior = None
        for y in ys:
            flat = [v for x in xs for v in samples[y][x]]
            row = pack_row(flat, depth)
            data += filter_row(row_number % 5, row, prior, bpp)
            prior = row
            row_number += 1
    return bytes(data)


def png(width, height, depth, color_type, interlaced, compressed, extra_before=b"",
        palette=None, trns=None, idat_size=None, extra_after=b""):
    out = b"\x89PNG\r\n\x1a\n" + header(width, height, depth, color_type, interlaced)
    out += extra_before
    if palette is not None:
        out += chunk(b"PLTE", b"".join(bytes(c) for c in palette))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    if idat_size is None:
        out += chunk(b"IDAT", compressed)
    else:
        pieces = [compressed[i:i + idat_size] for i in range(0, len(compressed), idat_size)]
        pieces.insert(1, b"")
        out += b"".join(chunk(b"IDAT", p) for p in pieces)
    out += extra_after
    return out + chunk(b"IEND", b"")


# ---------------------------------------------------------------- deflate by hand

class BitWriter:
    def __init__(self):
        self.out = bytearray()
        self.acc = 0
        self.count = 0

    def bits(self, value, count):
        self.acc |= value << self.count
        self.count += count
        while self.count >= 8:
            self.out.append(self.acc & 0xFF)
            self.acc >>= 8
            self.count -= 8

    def huffman(self, code, length):
        """Huffman codes go most significant bit first."""
        reversed_code = int(format(code, "0%db" % length)[::-1], 2)
        self.bits(reversed_code, length)

    def align(self):
        if self.count:
            self.bits(0, 8 - self.count)


LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67,
               83, 99, 115, 131, 163, 195, 227, 258]
LENGTH_EXTRA = [0] * 8 + [1] * 4 + [2] * 4 + [3] * 4 + [4] * 4 + [5] * 4 + [0]
DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
             1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11,
              11, 12, 12, 13, 13]


def fixed_literal(writer, symbol):
    if symbol < 144:
        writer.huffman(0x30 + symbol, 8)
    elif symbol < 256:
        writer.huffman(0x190 + symbol - 144, 9)
    elif symbol < 280:
        writer.huffman(symbol - 256, 7)
    else:
        writer.huffman(0xC0 + symbol - 280, 8)


def code_index(base, value):
    index = 0
    while index + 1 < len(base) and base[index + 1] <= value:
        index += 1
    return index


def fixed_block(writer, data, final, distances):
    """A fixed-Huffman block: greedy matches at the given distances, else literals."""
    writer.bits(1 if final else 0, 1)
    writer.bits(1, 2)
    i = 0
    while i < len(data):
        best_len, best_dist = 0, 0
        for d in distances:
            if d > i:
                continue
            n = 0
            while i + n < len(data) and n < 258 and data[i + n] == data[i + n - d]:
                n += 1
            if n > best_len:
                best_len, best_dist = n, d
        if best_len >= 3:
            li = code_index(LENGTH_BASE, best_len)
            fixed_literal(writer, 257 + li)
            writer.bits(best_len - LENGTH_BASE[li], LENGTH_EXTRA[li])
            di = code_index(DIST_BASE, best_dist)
            writer.huffman(di, 5)
            writer.bits(best_dist - DIST_BASE[di], DIST_EXTRA[di])
            i += best_len
        else:
            fixed_literal(writer, data[i])
            i += 1
    fixed_literal(writer, 256)


def stored_block(writer, data, final):
    writer.bits(1 if final else 0, 1)
    writer.bits(0, 2)
    writer.align()
    writer.bits(len(data), 16)
    writer.bits(len(data) ^ 0xFFFF, 16)
    writer.out += data


def mixed_zlib(data, row_length):
    """A zlib stream of a stored block, a fixed block, an empty stored block (to reach a byte
    boundary) and then zlib's own final block(s)."""
    third = len(data) // 3
    writer = BitWriter()
    stored_block(writer, data[:third], False)
    fixed_block(writer, data[third:2 * third], False, [1, 2, 3, 4, row_length, 300])
    stored_block(writer, b"", False)
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = compressor.compress(data[2 * third:]) + compressor.flush()
    body = bytes(writer.out) + raw
    return b"\x78\x01" + body + struct.pack(">I", zlib.adler32(data) & 0xFFFFFFFF)


def zlib_with(data, level=9, strategy=zlib.Z_DEFAULT_STRATEGY):
    compressor = zlib.compressobj(level, zlib.DEFLATED, 15, 9, strategy)
    return compressor.compress(data) + compressor.flush()


def block_types(stream):
    """The BTYPE of each block of a zlib stream (decoded with a tiny bit reader)."""
    data = stream[2:]
    position = [0]

    def bits(n):
        value = 0
        for k in range(n):
            byte = data[position[0] >> 3]
            value |= (byte >> (position[0] & 7) & 1) << k
            position[0] += 1
        return value

    # Only the first block header is read: later ones need a full decoder.
    bits(1)
    return bits(2)


# ---------------------------------------------------------------- expected pixels

def to8(sample, depth):
    if depth == 16:
        return (sample * 255 + 32895) >> 16
    if depth < 8:
        return sample * (255 // ((1 << depth) - 1))
    return sample


def expected_rgba(samples, width, height, depth, color_type, palette=None, trns=None):
    out = bytearray()
    for y in range(height):
        for x in range(width):
            s = samples[y][x]
            if color_type == 0:
                g = to8(s[0], depth)
                key = struct.unpack(">H", trns)[0] if trns else None
                out += bytes([g, g, g, 0 if s[0] == key else 255])
            elif color_type == 2:
                key = struct.unpack(">HHH", trns) if trns else None
                rgb = [to8(v, depth) for v in s]
                out += bytes(rgb + [0 if tuple(s) == key else 255])
            elif color_type == 3:
                r, g, b = palette[s[0]]
                alpha = trns[s[0]] if trns and s[0] < len(trns) else 255
                out += bytes([r, g, b, alpha])
            elif color_type == 4:
                g = to8(s[0], depth)
                out += bytes([g, g, g, to8(s[1], depth)])
            else:
                out += bytes(to8(v, depth) for v in s)
    return bytes(out)


def make_samples(width, height, depth, color_type, seed, palette_size=None, noisy=True):
    """Gradients with noise (unless `noisy` is false), and a few exact extremes, per channel."""
    rng = Random(seed)
    top = (1 << depth) - 1
    if color_type == 3:
        top = palette_size - 1
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            pixel = []
            for c in range(CHANNELS[color_type]):
                if (x + y + c) % 7 == 0:
                    v = top if (x + c) % 2 else 0
                elif noisy and rng.next(3) == 0:
                    v = rng.next(top + 1)
                else:
                    v = (x * (top + 1) // width + y * (c + 1)) % (top + 1)
                pixel.append(v)
            row.append(pixel)
        rows.append(row)
    return rows


# ---------------------------------------------------------------- fixtures

written = []


def write(name, data, expected):
    with open(os.path.join(OUT, name + ".png"), "wb") as f:
        f.write(data)
    with open(os.path.join(OUT, name + ".rgba"), "wb") as f:
        f.write(expected)
    written.append(name)


def build(name, width, height, depth, color_type, interlaced=False, seed=1, trns_key=None,
          compress=zlib_with, noisy=True, **png_options):
    palette = trns = None
    palette_size = None
    if color_type == 3:
        palette_size = min(1 << depth, 6 + depth * 5)
        rng = Random(seed + 99)
        palette = [(rng.next(256), rng.next(256), rng.next(256)) for _ in range(palette_size)]
        trns = bytes(rng.next(256) for _ in range(max(1, palette_size - 2)))
    samples = make_samples(width, height, depth, color_type, seed, palette_size, noisy)
    if trns_key is not None:
        # Use a sample that occurs in the image as the key, so some pixels turn transparent.
        key = samples[1][2]
        trns = struct.pack(">" + "H" * len(key), *key)
    raw = image_data(samples, width, height, depth, color_type, interlaced)
    data = png(width, height, depth, color_type, interlaced, compress(raw), palette=palette,
               trns=trns, **png_options)
    write(name, data, expected_rgba(samples, width, height, depth, color_type, palette, trns))
    return raw


def main():
    os.makedirs(OUT, exist_ok=True)
    seed = 1
    for color_type, depths in DEPTHS.items():
        for depth in depths:
            for interlaced in (False, True):
                name = "c%d-d%d%s" % (color_type, depth, "-i" if interlaced else "")
                build(name, W, H, depth, color_type, interlaced, seed)
                seed += 1
    build("c0-d8-trns", W, H, 8, 0, trns_key=True)
    build("c0-d16-trns", W, H, 16, 0, trns_key=True)
    build("c0-d2-trns", W, H, 2, 0, trns_key=True)
    build("c2-d8-trns", W, H, 8, 2, trns_key=True)
    build("c2-d16-trns", W, H, 16, 2, trns_key=True, interlaced=True)

    stored = build("stored", W, H, 8, 6, compress=lambda d: zlib_with(d, level=0))
    assert block_types(zlib_with(stored, level=0)) == 0
    fixed = build("fixed", 64, 48, 8, 2, noisy=False, compress=lambda d: zlib_with(d, strategy=zlib.Z_FIXED))
    assert block_types(zlib_with(fixed, strategy=zlib.Z_FIXED)) == 1
    dynamic = build("dynamic", 64, 48, 8, 6)
    assert block_types(zlib_with(dynamic)) == 2
    build("mixed-blocks", 64, 48, 8, 6, compress=lambda d: mixed_zlib(d, 64 * 4 + 1))
    build("split-idat", W, H, 8, 6, idat_size=7)
    build("ancillary", W, H, 8, 2,
          extra_before=chunk(b"gAMA", struct.pack(">I", 45455))
          + chunk(b"tEXt", b"Comment\x00fixture"),
          extra_after=chunk(b"tEXt", b"Comment\x00bad crc", bad_crc=True))
    build("tiny-1x1-i", 1, 1, 8, 6, interlaced=True)
    build("tiny-3x2-i", 3, 2, 4, 3, interlaced=True)
    print("wrote %d fixtures to %s" % (len(written), OUT))
    cross_check()


def cross_check():
    try:
        from PIL import Image
    except ImportError:
        print("Pillow not installed: skipped the cross-check")
        return
    for name in written:
        with Image.open(os.path.join(OUT, name + ".png")) as image:
            tolerance = 1 if "d16" in name else 0
            if image.mode.startswith("I"):
                # 16-bit grey: Pillow keeps the full samples; scale them here.
                key = image.info.get("transparency")
                pillow = b"".join(
                    bytes([to8(v, 16)] * 3 + [0 if v == key else 255])
                    for v in image.get_flattened_data())
            else:
                pillow = image.convert("RGBA").tobytes()
        with open(os.path.join(OUT, name + ".rgba"), "rb") as f:
            expected = f.read()
        assert len(pillow) == len(expected), name
        pairs = list(zip(pillow, expected))
        if name in ("c0-d2-trns", "c2-d16-trns"):
            # Pillow compares these keys with the samples after scaling them to 8 bits
            # (a 2-bit 1 against 85, a 16-bit key against high bytes) and so finds no
            # transparent pixel; the standard compares raw samples. Only colours are compared.
            pairs = [pair for index, pair in enumerate(pairs) if index % 4 != 3]
        worst = max(abs(a - b) for a, b in pairs)
        assert worst <= tolerance, "%s differs from Pillow by %d" % (name, worst)
    print("Pillow decodes all %d fixtures to the expected pixels" % len(written))


if __name__ == "__main__":
    main()
