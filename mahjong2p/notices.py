"""THIRD_PARTY_NOTICES.txt for a download, written from what the bundle actually holds.

``build.spec`` calls :func:`write_notices` with the files PyInstaller collected; each file
is matched to the component it comes from (:data:`COMPONENTS`), and the notice lists every
component found, with its licence and where its source is — so a library that stops being
bundled drops out, and one that is new shows up under "not identified" for a maintainer to
name (``scripts/smoke_build.py`` prints those). Build tooling: never part of the bundle.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from mahjong2p import __version__

NOTICES_NAME = "THIRD_PARTY_NOTICES.txt"


@dataclass(frozen=True)
class Component:
    name: str
    licence: str  # an SPDX expression
    source: str
    matches: tuple[str, ...]  # lower-case parts of a bundled file's path that identify it


# Order matters: the first component whose pattern occurs in a file's path claims the file.
COMPONENTS: tuple[Component, ...] = (
    Component(
        "pygame-ce",
        "LGPL-2.1-or-later",
        "https://github.com/pygame-community/pygame-ce",
        ("pygame/", "pygame\\"),
    ),
    Component("SDL2_image", "Zlib", "https://github.com/libsdl-org/SDL_image", ("sdl2_image",)),
    Component("SDL2_mixer", "Zlib", "https://github.com/libsdl-org/SDL_mixer", ("sdl2_mixer",)),
    Component("SDL2_ttf", "Zlib", "https://github.com/libsdl-org/SDL_ttf", ("sdl2_ttf",)),
    Component("SDL2", "Zlib", "https://github.com/libsdl-org/SDL", ("sdl2",)),
    Component("FreeType", "FTL OR GPL-2.0-or-later", "https://freetype.org", ("freetype",)),
    Component("HarfBuzz", "MIT", "https://github.com/harfbuzz/harfbuzz", ("harfbuzz",)),
    Component("libpng", "libpng-2.0", "http://www.libpng.org/pub/png/libpng.html", ("png",)),
    Component(
        "libjpeg-turbo",
        "IJG AND BSD-3-Clause AND Zlib",
        "https://libjpeg-turbo.org",
        ("jpeg",),
    ),
    Component("LibTIFF", "libtiff", "https://libtiff.gitlab.io/libtiff/", ("tiff",)),
    Component(
        "libwebp",
        "BSD-3-Clause",
        "https://chromium.googlesource.com/webm/libwebp",
        ("webp", "sharpyuv"),
    ),
    Component(
        "libavif, dav1d, aom",
        "BSD-2-Clause",
        "https://github.com/AOMediaCodec/libavif",
        ("avif", "dav1d", "aom"),
    ),
    Component("Brotli", "MIT", "https://github.com/google/brotli", ("brotli",)),
    Component("bzip2", "bzip2-1.0.6", "https://sourceware.org/bzip2/", ("bz2",)),
    Component("XZ Utils (liblzma)", "0BSD", "https://tukaani.org/xz/", ("lzma",)),
    Component("zlib", "Zlib", "https://zlib.net", ("libz.", "zlib")),
    Component("libffi", "MIT", "https://sourceware.org/libffi/", ("ffi",)),
    Component("FLAC", "BSD-3-Clause", "https://xiph.org/flac/", ("flac",)),
    Component("Ogg, Vorbis", "BSD-3-Clause", "https://xiph.org", ("ogg", "vorbis")),
    Component("Opus", "BSD-3-Clause", "https://opus-codec.org", ("opus",)),
    Component("mpg123", "LGPL-2.1-only", "https://www.mpg123.de", ("mpg123",)),
    Component("libxmp", "MIT", "https://github.com/libxmp/libxmp", ("xmp",)),
    Component(
        "libmodplug",
        "LicenseRef-Public-Domain",
        "https://github.com/Konstanty/libmodplug",
        ("modplug",),
    ),
    Component("WavPack", "BSD-3-Clause", "https://www.wavpack.com", ("wavpack",)),
    Component(
        "libsndfile", "LGPL-2.1-or-later", "https://libsndfile.github.io/libsndfile/", ("sndfile",)
    ),
    Component("FluidSynth", "LGPL-2.1-or-later", "https://www.fluidsynth.org", ("fluidsynth",)),
    Component("PortMidi", "MIT", "https://github.com/PortMidi/portmidi", ("portmidi",)),
    Component(
        "GCC runtime libraries",
        "GPL-3.0-or-later WITH GCC-exception-3.1",
        "https://gcc.gnu.org",
        ("libstdc++", "libgcc", "libgomp", "libquadmath", "libgfortran"),
    ),
    Component(
        "MinGW-w64 winpthreads",
        "MIT AND BSD-3-Clause",
        "https://www.mingw-w64.org",
        ("winpthread",),
    ),
    Component("numpy", "BSD-3-Clause", "https://numpy.org", ("numpy",)),
    Component("OpenBLAS", "BSD-3-Clause", "https://www.openblas.net", ("openblas",)),
    Component("platformdirs", "MIT", "https://github.com/tox-dev/platformdirs", ("platformdirs",)),
    Component(
        "Microsoft Visual C++ runtime (redistributed with Python)",
        "LicenseRef-Microsoft-Redistributable",
        "https://learn.microsoft.com/cpp/windows/redistributing-visual-cpp-files",
        ("vcruntime", "msvcp", "api-ms-win", "ucrtbase"),
    ),
    Component(
        "Python",
        "PSF-2.0",
        "https://www.python.org (licence: https://docs.python.org/3/license.html)",
        ("python", "lib-dynload", ".pyd", "base_library.zip"),
    ),
)
ALWAYS: tuple[Component, ...] = (
    Component(
        "Noto Sans SC, Noto Serif SC (subsets, assets/fonts/)",
        "OFL-1.1",
        "https://github.com/notofonts/noto-cjk (the licence: assets/fonts/OFL.txt)",
        (),
    ),
    Component(
        "PyInstaller bootloader (the program that starts the game)",
        "GPL-2.0-or-later WITH PyInstaller-exception",
        "https://github.com/pyinstaller/pyinstaller",
        (),
    ),
)
LGPL_NOTE = (
    "The LGPL libraries above are separate files of this folder, used unchanged; you may\n"
    "replace any of them with your own build of the same library. Their source is at the\n"
    "address given; the pygame-ce and SDL versions are those of the game's requirements.\n"
)


def identify(path: str) -> Component | None:
    """The component a bundled file (its path inside the bundle) belongs to."""
    lowered = path.lower()
    return next((c for c in COMPONENTS if any(m in lowered for m in c.matches)), None)


def notices(bundled: Iterable[str], licence: str) -> tuple[str, list[str]]:
    """The notice text for a bundle holding ``bundled`` (paths inside it) and the project's
    own ``licence`` text; also the bundled files no component claims."""
    found: list[Component] = []
    unknown: list[str] = []
    for path in sorted(bundled):
        component = identify(path)
        if component is None:
            unknown.append(path)
        elif component not in found:
            found.append(component)
    ordered = [c for c in COMPONENTS if c in found] + list(ALWAYS)
    lines = [
        f"mahjong2p {__version__} — third-party notices",
        "",
        "This download bundles the following software, each under its own licence:",
        "",
    ]
    for component in ordered:
        lines += [f"- {component.name}: {component.licence}", f"  {component.source}"]
    if any("LGPL" in c.licence for c in ordered):
        lines += ["", LGPL_NOTE.rstrip()]
    if unknown:
        lines += ["", "Also bundled, not identified by the build script:"]
        lines += [f"- {path}" for path in unknown]
    lines += ["", "mahjong2p itself:", "", licence.rstrip(), ""]
    return "\n".join(lines), unknown


def write_notices(bundled: Iterable[str], licence_file: Path, target: Path) -> list[str]:
    """Write :func:`notices` to ``target``; returns the unidentified files."""
    text, unknown = notices(bundled, licence_file.read_text(encoding="utf-8"))
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return unknown
