"""The length of an Ogg Vorbis file, read from its headers (no decoding).

The mixer needs a loop's length to know where in it the music stands when the device is
closed (muting closes it): ``pygame.mixer.music`` counts the time played, loops and all,
but not the loop's length. Decoding the file to ask pygame would cost tens of
milliseconds on the frame the player pressed M; two numbers from the file cost nothing.
"""

from __future__ import annotations

from pathlib import Path

VORBIS_ID = b"\x01vorbis"  # the identification header: version (4 bytes), channels (1), rate
PAGE = b"OggS"
GRANULE = slice(6, 14)  # a page's granule position: for Vorbis, samples so far


def ogg_seconds(path: Path) -> float | None:
    """The playing time in seconds, or ``None`` if the file is not Ogg Vorbis as expected."""
    data = path.read_bytes()
    header, last_page = data.find(VORBIS_ID), data.rfind(PAGE)
    if header < 0 or last_page < 0:
        return None
    rate_at = header + len(VORBIS_ID) + 5
    rate = int.from_bytes(data[rate_at : rate_at + 4], "little")
    page = data[last_page:]
    samples = int.from_bytes(page[GRANULE], "little", signed=True)
    if rate <= 0 or samples <= 0:
        return None
    return samples / rate
