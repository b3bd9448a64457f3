"""What a scene of the arcade may ask for next: the navigator every scene reaches through
``ctx.flow`` instead of importing a flow hub.

The moves are a :class:`typing.Protocol`, so this module imports no scene and each scene
module stands on its own; :class:`~mahjong2p.scenes.arcade_flow.ArcadeFlow` implements it
(RULES.md A10), beside the 欢乐豆 mode's :class:`~mahjong2p.scenes.bean_flow.BeanFlow`. A
test can hand a scene a recording stand-in instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from mahjong2p.play.arcade import Outcome
    from mahjong2p.play.session import HandSession
    from mahjong2p.replay.record import Replay
    from mahjong2p.scenes.encyclopedia.entries import FanTable


class Navigator(Protocol):
    # ---------------------------------------------------------------- menus
    def to_title(self) -> None:
        """Back to the title, the whole stack cleared (a run stays saved)."""

    def to_mode_select(self, focus: int = 0) -> None:
        """The title's start: 闯关模式 or 欢乐豆场 (``focus``: the card lit first)."""

    def to_level_select(self) -> None: ...

    def resume_beans(self) -> None:
        """继续游戏 for 欢乐豆场: the hand left open when the window closed."""

    def open_settings(self, in_game: bool) -> None:
        """The settings over the current scene (``in_game``: from a hand, which is saved)."""

    def open_encyclopedia(self, table: FanTable | None = None) -> None:
        """The 番种图鉴 on ``table`` (the arcade's fans unless given)."""

    def open_how_to_play(self) -> None: ...

    def open_replays(self) -> None: ...

    def open_high_scores(self, highlight: int | None = None) -> None: ...

    # ---------------------------------------------------------------- a run
    def start_run(self, stage: int) -> None:
        """A new run from ``stage``, replacing any run saved before."""

    def resume_run(self) -> None:
        """继续游戏: the saved run, exactly where it stood."""

    def next_hand(self, session: HandSession | None = None) -> None:
        """Between hands: game over, the shop, or the table (``session``: the CPU, kept)."""

    def start_hand(self, session: HandSession | None = None) -> None:
        """Take the bet and deal."""

    def to_haitei(self, session: HandSession) -> None: ...

    def to_results(self, session: HandSession, outcome: Outcome) -> None:
        """The hand is over and settled."""

    def after_results(self, session: HandSession, outcome: Outcome) -> None:
        """Stage clear, the ending, game over, or the next hand."""

    def continue_run(self) -> None:
        """CONTINUE: the same stage again with the starting credits."""

    def end_run(self) -> None:
        """A lost run the player does not continue."""

    def after_the_run(self) -> None:
        """The run is over: the name entry if it made the table, else the title."""

    def show_entry(self, rank: int) -> None:
        """After the name entry: the high scores with the new entry lit."""

    # ---------------------------------------------------------------- replays
    def watch_hand(self, session: HandSession, stage: int) -> None:
        """Replay the session's finished hand over the current scene."""

    def watch_replay(self, replay: Replay) -> None: ...
