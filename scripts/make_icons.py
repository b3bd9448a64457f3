"""Make the game's icon — a 中 tile drawn by the game's own tile art — as PNG, ICO and ICNS.

    python scripts/make_icons.py [--out assets/icons]

Run it after changing the tile art; the outputs are committed, so neither the build nor CI
needs this script. Why three files: Windows embeds a ``.ico`` in the ``.exe``, macOS wants a
``.icns`` in the ``.app``, and the window itself (every OS, and the only icon Linux has) gets
the PNG through ``pygame.display.set_icon``. Every size is drawn at its own pixel size, not
scaled from one big picture, so the 16- and 32-pixel icons stay as sharp as the game's tiles.
ICO and ICNS entries are PNG-compressed (Windows Vista+ and macOS 10.7+ read those), which
is why pygame alone can write all three and no imaging library is needed.
"""

from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from mahjong2p.rules.tiles import RED_DRAGON  # noqa: E402
from mahjong2p.ui.fonts import Fonts  # noqa: E402
from mahjong2p.ui.tile_art import TileArt  # noqa: E402

NAME = "mahjong2p"
PNG_SIZE = 256
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types holding PNG data, by pixel size (the @2x types reuse the larger pictures)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)
TILE_HEIGHT = 0.96  # of the icon's side
TILE_ASPECT = 54 / 74  # a hand tile's width / height in the table layout


def render(art: TileArt, size: int) -> pygame.Surface:
    """A ``size``² transparent square with the 中 tile centred in it."""
    h = max(10, round(size * TILE_HEIGHT))
    w = max(8, round(h * TILE_ASPECT))
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    tile = art.face(RED_DRAGON, w, h)
    icon.blit(tile, tile.get_rect(center=(size // 2, size // 2)))
    return icon


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pictures: dict[int, bytes]) -> bytes:
    """An ICO file: a directory of PNG-compressed entries (a 256 side is written as 0)."""
    sizes = sorted(pictures)
    offset = 6 + 16 * len(sizes)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    entries, blobs = b"", b""
    for size in sizes:
        data = pictures[size]
        side = size % 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pictures: dict[int, bytes]) -> bytes:
    """An ICNS file: big-endian ``icns`` header, then (type, length, PNG data) entries."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pictures[size])) + pictures[size]
        for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "icons")
    out: Path = parser.parse_args().out
    pygame.font.init()
    art = TileArt(Fonts())
    sizes = {PNG_SIZE, *ICO_SIZES, *(size for _, size in ICNS_TYPES)}
    pictures = {size: png_bytes(render(art, size)) for size in sorted(sizes)}
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{NAME}.png").write_bytes(pictures[PNG_SIZE])
    (out / f"{NAME}.ico").write_bytes(ico_bytes({s: pictures[s] for s in ICO_SIZES}))
    (out / f"{NAME}.icns").write_bytes(icns_bytes(pictures))
    for path in sorted(out.glob(f"{NAME}.*")):
        print(
            f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: "
            f"{path.stat().st_size} bytes"
        )


if __name__ == "__main__":
    main()
