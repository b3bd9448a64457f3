"""玩法说明 / How to play: the arcade's rules on a few illustrated pages."""

from mahjong2p.scenes.how_to_play.scene import HowToPlayScene

__all__ = ["HowToPlayScene"]
