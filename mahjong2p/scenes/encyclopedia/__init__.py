"""番种图鉴: every fan and 役满 with its value, description and an example hand in tiles."""

from mahjong2p.scenes.encyclopedia.scene import EncyclopediaScene

__all__ = ["EncyclopediaScene"]
