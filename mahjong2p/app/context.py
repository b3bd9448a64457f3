"""What every scene is given: the shared services of the running game, typed."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from mahjong2p.app.run_state import RunState
from mahjong2p.app.settings import Settings
from mahjong2p.i18n import Translator
from mahjong2p.scenes.stack import SceneStack
from mahjong2p.ui.fonts import Fonts
from mahjong2p.ui.tile_art import TileArt


class ShellControls(Protocol):
    """What a scene may ask of the window and the main loop."""

    def set_fullscreen(self, on: bool) -> None: ...

    def quit(self) -> None: ...


@dataclass
class AppContext:
    stack: SceneStack
    fonts: Fonts
    tiles: TileArt
    text: Translator
    settings: Settings
    shell: ShellControls
    run: RunState = field(default_factory=RunState)
    seed: int = 0
    difficulty: str = "normal"
