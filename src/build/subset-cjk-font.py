#!/usr/bin/env python3
"""Regenerates the Chinese font the window falls back on where no installed font covers Chinese.

src/main/resources/sparkmemlab/font/LabSansSC-{Regular,Bold}.otf are Noto Sans CJK SC Regular and Bold (SIL OFL 1.1,
LICENSE-OFL.txt beside it) cut down to the characters the app can show: every character of every message
bundle and every lesson, plus printable ASCII, Latin-1, and the general and CJK punctuation blocks. It is
renamed "Lab Sans SC" because a subset is a Modified Version under the OFL, and so that it never passes for
an installed Noto. ScriptFontCoverageTest fails when a bundle or lesson gains a character the font lacks:
run this script again and commit the font.

Needs fontTools (Debian: python3-fonttools) and Noto Sans CJK (Debian: fonts-noto-cjk). Without root:
    apt-get download fonts-noto-cjk python3-fonttools
    for f in *.deb; do dpkg -x "$f" x; done
    PYTHONPATH=x/usr/lib/python3/dist-packages /usr/bin/python3 src/build/subset-cjk-font.py \
        x/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc x/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
Run from the project's root.
"""
import pathlib
import re
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

FAMILY = "Lab Sans SC"
FOLDER = pathlib.Path("src/main/resources/sparkmemlab/font")
RANGES = [(0x20, 0x7E), (0xA0, 0xFF), (0x2000, 0x206F), (0x3000, 0x303F), (0xFF01, 0xFF5E)]


def used_characters():
    """Every character of the bundles (their \\uXXXX escapes decoded) and of the lessons' files."""
    chars = set()
    for path in sorted(pathlib.Path("src/main/resources").rglob("*.properties")) + sorted(pathlib.Path("lessons").glob("*.json")):
        text = path.read_text(encoding="utf-8")
        text = re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), text)
        chars.update(c for c in text if c.isprintable())
    return chars


def characters():
    """The used characters and the ranges a text may add without a new subset (digits, punctuation)."""
    chars = used_characters()
    for low, high in RANGES:
        chars.update(chr(c) for c in range(low, high + 1))
    return chars


def source_font(path):
    """Noto Sans CJK SC from a collection (.ttc) or a single file."""
    if path.endswith(".ttc"):
        for font in TTCollection(path).fonts:
            if font["name"].getDebugName(1) == "Noto Sans CJK SC":
                return font
        sys.exit(path + " holds no Noto Sans CJK SC")
    return TTFont(path)


def rename(font, style):
    """The OFL's Modified Version: a family of its own in every name record that names the font."""
    postscript = FAMILY.replace(" ", "") + "-" + style
    names = {1: FAMILY, 2: style, 3: postscript + " (subset of Noto Sans CJK SC 2.004)", 4: FAMILY + " " + style, 6: postscript}
    table = font["name"]
    table.names = [r for r in table.names if r.nameID not in names and r.nameID not in (16, 17, 21, 22)]
    for name_id, value in names.items():
        table.setName(value, name_id, 3, 1, 0x409)
    cff = font["CFF "].cff
    cff.fontNames = [postscript]
    top = cff.topDictIndex[0]
    top.FullName = FAMILY + " " + style
    top.FamilyName = FAMILY


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    chars = characters()
    for path, style in zip(sys.argv[1:], ("Regular", "Bold")):
        font = source_font(path)
        missing = sorted(c for c in used_characters() if ord(c) not in font.getBestCmap())
        options = subset.Options()
        options.layout_features = ["kern", "liga", "vert", "locl"]
        options.name_IDs = ["*"]
        options.name_languages = ["*"]
        options.notdef_outline = True
        options.hinting = False
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=[ord(c) for c in chars])
        subsetter.subset(font)
        rename(font, style)
        out = FOLDER / f"LabSansSC-{style}.otf"
        FOLDER.mkdir(parents=True, exist_ok=True)
        font.save(str(out))
        print(f"{out}: {len(font.getBestCmap())} characters, {out.stat().st_size:,} bytes")
        if missing:
            print("  not in Noto Sans CJK SC (another font shows them):", " ".join(f"U+{ord(c):04X}" for c in missing))


if __name__ == "__main__":
    main()
