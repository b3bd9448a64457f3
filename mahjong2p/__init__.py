"""mahjong2p: an arcade two-player mahjong (二人麻将), one human against the CPU."""

__version__ = "0.1.0"
