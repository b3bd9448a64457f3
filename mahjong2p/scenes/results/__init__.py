"""The results screen: the win sequence (or a drawn hand), then what comes next."""

from mahjong2p.scenes.results.scene import ResultsScene

__all__ = ["ResultsScene"]
