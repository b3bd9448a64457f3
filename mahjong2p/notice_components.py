"""Who made what a download bundles, and under which licence (used by :mod:`mahjong2p.notices`).

A bundled file is first given its owner — the Python distribution whose ``RECORD`` lists
it, the Python installation, or the build machine's system libraries — and only then,
inside that owner, matched by file name to one of the libraries that owner is known to
carry (:data:`DISTRIBUTIONS`, :data:`PYTHON_LIBRARIES`, :data:`SYSTEM_COMPONENTS`). A
distribution not listed here, or a library its owner is not known to carry, is not
identified, and the build stops: a new dependency (a file lock, a data table) must be
named here, with its licence text, before it can ship.

``texts`` are files of the repository's ``licenses/`` folder, each naming where its text
was taken from; a distribution that ships its own licence files (``dist-info/licenses``)
has them copied from there instead (``texts`` empty).
Build tooling: never part of the bundle.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Component:
    name: str
    licence: str  # an SPDX expression
    source: str
    texts: tuple[str, ...] = ()  # under licenses/ in the repository
    matches: tuple[str, ...] = ()  # lower-case parts of a library's file name


LGPL = "LGPL-2.1.txt"


def _lib(name: str, licence: str, source: str, text: str, *matches: str) -> Component:
    return Component(name, licence, source, (text,), matches)


# the libraries pygame-ce's wheels carry (pygame_ce.libs/ on Linux, pygame/.dylibs on
# macOS, DLLs beside pygame's modules on Windows); the first match claims a file
PYGAME_LIBRARIES: tuple[Component, ...] = (
    _lib(
        "SDL2_image",
        "Zlib",
        "https://github.com/libsdl-org/SDL_image",
        "SDL2_image.txt",
        "sdl2_image",
    ),
    _lib(
        "SDL2_mixer",
        "Zlib",
        "https://github.com/libsdl-org/SDL_mixer",
        "SDL2_mixer.txt",
        "sdl2_mixer",
    ),
    _lib("SDL2_ttf", "Zlib", "https://github.com/libsdl-org/SDL_ttf", "SDL2_ttf.txt", "sdl2_ttf"),
    _lib("SDL2", "Zlib", "https://github.com/libsdl-org/SDL", "SDL2.txt", "sdl2"),
    _lib("FreeType", "FTL OR GPL-2.0-or-later", "https://freetype.org", "FreeType.txt", "freetype"),
    _lib("HarfBuzz", "MIT", "https://github.com/harfbuzz/harfbuzz", "HarfBuzz.txt", "harfbuzz"),
    _lib("libpng", "libpng-2.0", "http://www.libpng.org/pub/png/libpng.html", "libpng.txt", "png"),
    _lib(
        "libjpeg-turbo",
        "IJG AND BSD-3-Clause AND Zlib",
        "https://libjpeg-turbo.org",
        "libjpeg-turbo.txt",
        "jpeg",
    ),
    _lib("LibTIFF", "libtiff", "https://libtiff.gitlab.io/libtiff/", "LibTIFF.txt", "tiff"),
    _lib(
        "libwebp",
        "BSD-3-Clause",
        "https://chromium.googlesource.com/webm/libwebp",
        "libwebp.txt",
        "webp",
        "sharpyuv",
    ),
    _lib(
        "libavif", "BSD-2-Clause", "https://github.com/AOMediaCodec/libavif", "libavif.txt", "avif"
    ),
    _lib("dav1d", "BSD-2-Clause", "https://code.videolan.org/videolan/dav1d", "dav1d.txt", "dav1d"),
    _lib("AOM", "BSD-2-Clause", "https://aomedia.googlesource.com/aom", "aom.txt", "aom"),
    _lib("Brotli", "MIT", "https://github.com/google/brotli", "Brotli.txt", "brotli"),
    _lib("bzip2", "bzip2-1.0.6", "https://sourceware.org/bzip2/", "bzip2.txt", "bz2"),
    _lib("XZ Utils (liblzma)", "0BSD", "https://tukaani.org/xz/", "XZ-Utils.txt", "lzma"),
    # zlib or zlib-ng's compatible build; Windows names it zlib1.dll or z.dll
    _lib("zlib", "Zlib", "https://zlib.net", "zlib.txt", "libz.", "zlib", "z.dll"),
    _lib("libffi", "MIT", "https://sourceware.org/libffi/", "libffi.txt", "ffi"),
    _lib("FLAC", "BSD-3-Clause", "https://xiph.org/flac/", "FLAC.txt", "flac"),
    _lib("opusfile", "BSD-3-Clause", "https://opus-codec.org", "opusfile.txt", "opusfile"),
    _lib("Opus", "BSD-3-Clause", "https://opus-codec.org", "Opus.txt", "opus"),
    _lib("Ogg, Vorbis", "BSD-3-Clause", "https://xiph.org", "Ogg-Vorbis.txt", "ogg", "vorbis"),
    Component(
        "mpg123", "LGPL-2.1-only", "https://www.mpg123.de", ("mpg123.txt", LGPL), ("mpg123",)
    ),
    _lib("libxmp", "MIT", "https://github.com/libxmp/libxmp", "libxmp.txt", "xmp"),
    _lib(
        "libmodplug",
        "LicenseRef-Public-Domain",
        "https://github.com/Konstanty/libmodplug",
        "libmodplug.txt",
        "modplug",
    ),
    _lib("WavPack", "BSD-3-Clause", "https://www.wavpack.com", "WavPack.txt", "wavpack"),
    Component(
        "libsndfile",
        "LGPL-2.1-or-later",
        "https://libsndfile.github.io/libsndfile/",
        ("libsndfile.txt", LGPL),
        ("sndfile",),
    ),
    Component(
        "FluidSynth",
        "LGPL-2.1-or-later",
        "https://www.fluidsynth.org",
        ("FluidSynth.txt",),
        ("fluidsynth",),
    ),
    _lib("PortMidi", "MIT", "https://github.com/PortMidi/portmidi", "PortMidi.txt", "portmidi"),
    _lib(
        "libsamplerate",
        "BSD-2-Clause",
        "https://github.com/libsndfile/libsamplerate",
        "libsamplerate.txt",
        "samplerate",
    ),
)
MSVC_RUNTIME = _lib(
    "Microsoft Visual C++ runtime (redistributed with Python)",
    "LicenseRef-Microsoft-Redistributable",
    "https://learn.microsoft.com/cpp/windows/redistributing-visual-cpp-files",
    "Microsoft-VC-runtime.txt",
    "vcruntime",
    "msvcp",
    "api-ms-win",
    "ucrtbase",
)
# libraries of the Python installation itself (Windows keeps them in DLLs/); Python's own
# LICENSE.txt, shipped too, carries their notices on Windows
PYTHON_LIBRARIES: tuple[Component, ...] = (
    MSVC_RUNTIME,
    _lib("libffi", "MIT", "https://sourceware.org/libffi/", "libffi.txt", "ffi"),
)
# the build machine's libraries that Python's extension modules link to (Linux: from
# /lib or /usr/lib; macOS and Windows never bundle system libraries)
SYSTEM_COMPONENTS: tuple[Component, ...] = tuple(
    c for c in PYGAME_LIBRARIES if c.name in {"zlib", "bzip2", "XZ Utils (liblzma)", "libffi"}
)


@dataclass(frozen=True)
class Distribution:
    """A Python distribution the bundle may carry: its own component and the libraries
    its wheels bring along."""

    component: Component
    libraries: tuple[Component, ...] = ()


# by normalised distribution name (PEP 503); texts empty: the distribution's own files;
# a distribution's own License-Expression, where it has one, wins over the licence here
DISTRIBUTIONS: dict[str, Distribution] = {
    "pygame-ce": Distribution(
        Component(
            "pygame-ce",
            "LGPL-2.1-or-later",
            "https://github.com/pygame-community/pygame-ce",
            ("pygame-ce.txt", LGPL),
        ),
        PYGAME_LIBRARIES,
    ),
    "platformdirs": Distribution(
        Component("platformdirs", "MIT", "https://github.com/tox-dev/platformdirs")
    ),
    "filelock": Distribution(Component("filelock", "MIT", "https://github.com/tox-dev/filelock")),
    # its run-time modules (pyimod*, the run-time hooks) start the game with the bootloader
    "pyinstaller": Distribution(
        Component(
            "PyInstaller bootloader and run-time (the program that starts the game)",
            "GPL-2.0-or-later WITH PyInstaller-exception",
            "https://github.com/pyinstaller/pyinstaller",
        )
    ),
    # a run-time hook of its own may be added for some packages on some systems
    "pyinstaller-hooks-contrib": Distribution(
        Component(
            "PyInstaller community hooks (run-time hooks)",
            "Apache-2.0 OR GPL-2.0-or-later",
            "https://github.com/pyinstaller/pyinstaller-hooks-contrib",
        )
    ),
}
PYINSTALLER = "pyinstaller"  # the bootloader is in every bundle, whatever the file list
PYTHON = Component(
    "Python",
    "PSF-2.0",
    "https://www.python.org (its LICENSE.txt, shipped as Python-LICENSE.txt)",
)
FONTS = Component(
    "Noto Sans SC, Noto Serif SC (subsets, assets/fonts/)",
    "OFL-1.1",
    "https://github.com/notofonts/noto-cjk",
)
# distributions that exist only for the tests: never in a download (the smoke test checks
# the zip for their modules)
TEST_ONLY_MODULES = ("MahjongGB", "mahjong", "hypothesis", "pytest", "_pytest", "yaml")
