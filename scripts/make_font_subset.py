"""Make the shipped CJK font subsets from Noto Sans/Serif CJK SC (OFL-1.1).

Run after changing any text the game shows (the glyph test fails until you do):

    apt-get install fonts-noto-cjk        # Debian/Ubuntu: the source fonts
    pip install fonttools
    python scripts/make_font_subset.py [--source-dir /usr/share/fonts/opentype/noto]

It collects every character of the i18n catalogue (both languages), every fan name and
description, the tile glyphs and printable ASCII, and writes three small OpenType files to
``assets/fonts/`` plus the licence text ``assets/fonts/OFL.txt``. The source fonts are
needed only here; the game and CI use the committed subsets.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mahjong2p.i18n import glyphs, shown_characters  # noqa: E402

DEFAULT_SOURCE = Path("/usr/share/fonts/opentype/noto")
OUT_DIR = ROOT / "assets" / "fonts"
# (source collection, face name inside it, output file); each covers every shown character,
# so any text may use any face
FACES = (
    ("NotoSansCJK-Regular.ttc", "Noto Sans CJK SC", glyphs.SANS_REGULAR),
    ("NotoSansCJK-Bold.ttc", "Noto Sans CJK SC Bold", glyphs.SANS_BOLD),
    ("NotoSerifCJK-Bold.ttc", "Noto Serif CJK SC Bold", glyphs.SERIF_BOLD),
)
COPYRIGHT = (
    "Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.\n"
    "Noto Sans CJK / Noto Serif CJK, subset for mahjong2p by scripts/make_font_subset.py.\n\n"
)


def face_from_collection(path: Path, full_name: str) -> TTFont:
    for font in TTCollection(str(path)).fonts:
        if font["name"].getDebugName(4) == full_name:
            return font
    raise SystemExit(f"{path}: no face named {full_name!r}")


def write_subset(font: TTFont, text: str, out: Path) -> None:
    options = subset.Options()
    options.layout_features = ["kern", "palt", "vert"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    font.save(str(out))


def licence_text() -> str:
    """The OFL 1.1 text as Debian ships it with the source fonts."""
    copyright_file = Path("/usr/share/doc/fonts-noto-cjk/copyright").read_text(encoding="utf-8")
    start = copyright_file.index("License: SIL-1.1\n -----")
    body = copyright_file[start:].split("\n", 1)[1]
    lines = []
    for line in body.splitlines():
        if not line.startswith(" "):
            break
        lines.append("" if line.strip() == "." else line[1:])
    return COPYRIGHT + "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source-dir", type=Path, default=DEFAULT_SOURCE)
    args = parser.parse_args()
    all_text = shown_characters()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for collection, face_name, out_name in FACES:
        font = face_from_collection(args.source_dir / collection, face_name)
        write_subset(font, all_text, OUT_DIR / out_name)
        size_kb = (OUT_DIR / out_name).stat().st_size / 1024
        print(f"{out_name}: {size_kb:.0f} KB")
    (OUT_DIR / "OFL.txt").write_text(licence_text(), encoding="utf-8")
    print(f"{len(all_text)} characters; licence in {OUT_DIR / 'OFL.txt'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
