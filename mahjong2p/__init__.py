"""mahjong2p: an arcade two-player mahjong (二人麻将), one human against the CPU."""

# the one place the version is written: pyproject.toml and build.spec read it from here
__version__ = "0.1.0"
