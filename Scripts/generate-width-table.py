#!/usr/bin/env python3
"""Generate Sources/DeclCanvas/Unicode/CharacterWidthTable.swift from the UCD.

Usage: Scripts/generate-width-table.py [UCD_DIR] [OUTPUT]
  UCD_DIR defaults to /usr/share/unicode (Debian's `unicode-data` package).
  OUTPUT defaults to Sources/DeclCanvas/Unicode/CharacterWidthTable.swift
  relative to the package root.

Rules (per code point; the Swift conformance test re-derives the same rules):
  0  C0/C1 controls and DEL (callers sanitize them);
     General_Category Mn, Me, Cf; Default_Ignorable_Code_Point;
     Hangul_Syllable_Type V and T (medial vowels, final consonants).
     Exceptions, both width 1/2 as below:
       U+00AD SOFT HYPHEN -> 1, as glibc/Markus Kuhn's wcwidth do: terminals
         draw it as a visible hyphen.
       U+115F HANGUL CHOSEONG FILLER -> 2: it is the leading consonant (L) of
         L+V clusters, which must stay wide.
  2  East_Asian_Width W or F; Extended_Pictographic with Emoji_Presentation.
  1  everything else, East Asian Ambiguous included.

The output is a single sorted array of runs that partition 0...0x10FFFF.
Each entry packs `start << 3 | emoji << 2 | width`, so one binary search yields
both the width and the Emoji=Yes flag (needed for VS15/VS16 handling).
"""

import os
import re
import sys

MAX_CP = 0x10FFFF
ZERO_WIDTH_EXCEPTIONS = {0x00AD: 1, 0x115F: 2}


def data_lines(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            content = line.split("#", 1)[0].strip()
            if content:
                yield [field.strip() for field in content.split(";")]


def parse_range(text):
    if ".." in text:
        lo, hi = text.split("..")
        return int(lo, 16), int(hi, 16)
    return int(text, 16), int(text, 16)


def property_set(path, name):
    result = set()
    for fields in data_lines(path):
        if fields[1] == name:
            lo, hi = parse_range(fields[0])
            result.update(range(lo, hi + 1))
    return result


def general_categories(path):
    gc = {}
    first = None
    for fields in data_lines(path):
        cp, name, cat = int(fields[0], 16), fields[1], fields[2]
        if name.endswith(", First>"):
            first = cp
        elif name.endswith(", Last>"):
            for c in range(first, cp + 1):
                gc[c] = cat
            first = None
        else:
            gc[cp] = cat
    return gc


def east_asian_widths(path):
    eaw = {}
    # Defaults documented for unlisted code points (older files only say so
    # in prose; newer ones also carry @missing lines, handled below).
    prose_defaults = [
        (0x3400, 0x4DBF),
        (0x4E00, 0x9FFF),
        (0xF900, 0xFAFF),
        (0x20000, 0x2FFFD),
        (0x30000, 0x3FFFD),
    ]
    for lo, hi in prose_defaults:
        for c in range(lo, hi + 1):
            eaw[c] = "W"
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"#\s*@missing:\s*([0-9A-F.]+)\s*;\s*(\w+)", line)
            if m:
                lo, hi = parse_range(m.group(1))
                if (lo, hi) != (0, MAX_CP):
                    for c in range(lo, hi + 1):
                        eaw[c] = m.group(2)
    for fields in data_lines(path):
        lo, hi = parse_range(fields[0])
        for c in range(lo, hi + 1):
            eaw[c] = fields[1]
    return eaw


def file_version(path, pattern):
    with open(path, encoding="utf-8") as f:
        head = f.read(2000)
    m = re.search(pattern, head)
    return m.group(1) if m else "unknown"


def main():
    script_dir = os.path.dirname(os.path.abspath(__file__))
    ucd = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
    package_root = os.path.dirname(script_dir)
    out = (
        sys.argv[2]
        if len(sys.argv) > 2
        else os.path.join(
            package_root, "Sources", "DeclCanvas", "Unicode", "CharacterWidthTable.swift"
        )
    )

    eaw_path = os.path.join(ucd, "EastAsianWidth.txt")
    emoji_path = os.path.join(ucd, "emoji", "emoji-data.txt")
    unicode_version = file_version(eaw_path, r"EastAsianWidth-([0-9.]+)\.txt")
    emoji_version = file_version(emoji_path, r"Emoji Version ([0-9.]+)")

    gc = general_categories(os.path.join(ucd, "UnicodeData.txt"))
    eaw = east_asian_widths(eaw_path)
    ignorable = property_set(
        os.path.join(ucd, "DerivedCoreProperties.txt"), "Default_Ignorable_Code_Point"
    )
    hst_path = os.path.join(ucd, "HangulSyllableType.txt")
    jamo_vt = property_set(hst_path, "V") | property_set(hst_path, "T")
    emoji = property_set(emoji_path, "Emoji")
    presentation = property_set(emoji_path, "Emoji_Presentation")
    pictographic = property_set(emoji_path, "Extended_Pictographic")
    modifiers = property_set(emoji_path, "Emoji_Modifier")
    regional = property_set(os.path.join(ucd, "PropList.txt"), "Regional_Indicator")

    # VS16 promotion keys off Emoji=Yes; every sanctioned variation sequence
    # base must carry that flag or the promotion would silently miss it.
    vs_path = os.path.join(ucd, "emoji", "emoji-variation-sequences.txt")
    if os.path.exists(vs_path):
        for fields in data_lines(vs_path):
            base = int(fields[0].split()[0], 16)
            assert base in emoji, f"variation base U+{base:04X} lacks Emoji=Yes"

    def width(cp):
        if cp < 0x20 or 0x7F <= cp <= 0x9F:
            return 0
        if cp in ZERO_WIDTH_EXCEPTIONS:
            return ZERO_WIDTH_EXCEPTIONS[cp]
        if gc.get(cp, "Cn") in ("Mn", "Me", "Cf") or cp in ignorable or cp in jamo_vt:
            return 0
        if eaw.get(cp, "N") in ("W", "F") or (cp in pictographic and cp in presentation):
            return 2
        return 1

    runs = []
    previous = None
    for cp in range(MAX_CP + 1):
        if 0xD800 <= cp <= 0xDFFF:
            value = 1  # surrogates are never scalars; merge them into a run
        else:
            value = width(cp) | (4 if cp in emoji else 0)
        if value != previous:
            runs.append((cp << 3) | value)
            previous = value

    def contiguous(name, cps):
        lo, hi = min(cps), max(cps)
        assert len(cps) == hi - lo + 1, f"{name} is not one contiguous range"
        return f"0x{lo:X}...0x{hi:X}"

    lines = [
        "// swift-format-ignore-file",
        "// Generated by Scripts/generate-width-table.py — do not edit.",
        f"// Source: Unicode Character Database {unicode_version}, Emoji {emoji_version}",
        "// (EastAsianWidth, UnicodeData, DerivedCoreProperties, HangulSyllableType,",
        "// PropList, emoji-data).",
        "",
        "enum CharacterWidthTable {",
        f'  static let unicodeVersion = "{unicode_version}"',
        "",
        "  /// Runs partitioning 0...0x10FFFF; each entry is `start << 3 | emoji << 2 | width`,",
        "  /// where `emoji` is Emoji=Yes and `width` is 0, 1 or 2. Sorted by start.",
        f"  static let runs: [UInt32] = [  // {len(runs)} runs",
    ]
    per_line = 8
    for i in range(0, len(runs), per_line):
        chunk = runs[i : i + per_line]
        lines.append("    " + ", ".join(f"0x{v:07X}" for v in chunk) + ",")
    lines += [
        "  ]",
        "",
        "  /// Regional_Indicator: a pair forms a flag.",
        f"  static let regionalIndicators: ClosedRange<UInt32> = {contiguous('RI', regional)}",
        "",
        "  /// Emoji_Modifier (skin tones): forces emoji presentation of the base.",
        f"  static let emojiModifiers: ClosedRange<UInt32> = {contiguous('modifiers', modifiers)}",
        "}",
        "",
    ]
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines))
    print(f"wrote {out}: {len(runs)} runs, Unicode {unicode_version}")


if __name__ == "__main__":
    main()
