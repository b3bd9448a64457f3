"""What every scene is given: the shared services of the running game, typed."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from mahjong2p.audio.mixer import Audio
from mahjong2p.i18n import Translator
from mahjong2p.progression.levels import Levels
from mahjong2p.store.profile import Profile
from mahjong2p.store.settings import Settings, Speed, volume
from mahjong2p.ui.fonts import Fonts
from mahjong2p.ui.tile_art import TileArt
from mahjong2p.ui.tween import Tweener

if TYPE_CHECKING:  # the run's module pulls in the deal planner: not needed for the title;
    # the scenes are named for their types only, so the context sits above none of them
    from mahjong2p.play.arcade import ArcadeRun
    from mahjong2p.play.bean_table import BeanTable
    from mahjong2p.play.bean_wallet import BeanWallet
    from mahjong2p.scenes.navigator import Navigator
    from mahjong2p.scenes.stack import SceneStack


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
    levels: Levels
    audio: Audio = field(default_factory=Audio)
    profile: Profile = field(default_factory=Profile.in_memory)
    arcade: ArcadeRun | None = None  # the run being played, once one is started or resumed
    seed: int = 0
    seeded: bool = False  # the launch was given its seed: each new run's is derived from it
    beans: BeanWallet | None = None  # the 欢乐豆 account, opened when the mode is first entered
    bean_table: BeanTable | None = None  # the room the player sits in, hand by hand
    # Where a scene goes next (the arcade's moves): set by the shell right after, since the
    # navigator is itself handed this context. Scenes ask it instead of importing a hub.
    flow: Navigator = field(init=False, repr=False)

    @property
    def playing(self) -> ArcadeRun:
        """The run in progress (the scenes of a run are only ever shown with one)."""
        if self.arcade is None:
            raise RuntimeError("no run is being played")
        return self.arcade

    @property
    def arcade_difficulty(self) -> str:
        """The difficulty the next run plays (the setting; an id the data does not know,
        from a hand edit, is the default one)."""
        return self.levels.at(self.settings.difficulty).difficulty

    def tweener(self) -> Tweener:
        """A scene's animation driver, at the player's animation speed (read live)."""
        return Tweener(self.anim_speed)

    def anim_speed(self) -> Speed:
        return self.settings.anim_speed

    def apply_settings(self) -> None:
        """Push the settings into the services that hold a copy (language, volumes)."""
        s = self.settings
        self.text.language = s.language
        self.audio.set_volumes(volume(s.music_volume), volume(s.effects_volume), s.muted)

    def save_settings(self) -> None:
        self.profile.save_settings(self.settings)

    def save_run(self) -> None:
        """Store the run where it stands (the window is closing, or the menu opened)."""
        if self.arcade is not None and not self.arcade.finished:
            self.arcade.save()
        if self.bean_table is not None:
            self.bean_table.save()
