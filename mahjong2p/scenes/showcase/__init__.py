"""Every scene in a plausible state, by name: for the ``screenshot`` command, the frame
bench and the render tests. States come from playing the seed (see
:mod:`mahjong2p.scenes.showcase.staging`) with the stage's real features on, and the run's real
economy around them (:mod:`.staged`), never from hand-made fakes.

Each entry sets its scene up and returns how many seconds of animation to play before
the picture by default (``0``: a settled state); ``show(..., at=T)`` plays ``T`` seconds
instead, which is how the effects are captured frame by frame.
"""

from __future__ import annotations

from collections.abc import Callable

from mahjong2p.rules.events import Called, DeclaredReady
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.showcase import beans, gb, gb_replays, late, review, screens, tables
from mahjong2p.scenes.showcase.staged import STEP, settled_table
from mahjong2p.scenes.showcase.tables import table_mid_hand

Setup = Callable[[AppContext], float]

SCENES: dict[str, Setup] = {
    "title": screens.title,
    "title_attract": screens.title_attract,
    "level_select": screens.level_select,
    "settings": screens.settings,
    "how_to_play": screens.how_to_play,
    "how_to_play_gb": screens.how_to_play_gb,
    "encyclopedia": screens.encyclopedia,
    "encyclopedia_yakuman": screens.encyclopedia_yakuman,
    "replays": gb_replays.replays,
    "table": tables.table,
    "table_log": tables.table_log,
    "table_late": late.table_late,
    "pause": tables.pause,
    "cutin_pon": tables.cut_in_at((Called,), keep=1),
    "cutin_ready": tables.cut_in_at((DeclaredReady,), keep=2),
    "cutin_win": tables.cutin_win,
    "cutin_big_deal": tables.cutin_big_deal,
    "cutin_streak": tables.cutin_streak,
    "swap": tables.swap,
    "draw_choice": tables.draw_choice,
    "triplet_offer": tables.triplet_offer,
    "items": tables.items,
    "tou_tian_huan_ri": tables.tou_tian_huan_ri,
    "yi_hua_jie_mu": tables.yi_hua_jie_mu,
    "haitei": screens.haitei,
    "results": screens.results,
    "results_draw": screens.results_draw,
    "results_haitei_missed": screens.results_haitei_missed,
    "results_cpu_win": screens.results_cpu_win,
    "win_sequence": screens.win_sequence,
    "yakuman": screens.yakuman,
    "stage_clear": screens.stage_clear,
    "game_over": screens.game_over,
    "shop": screens.shop,
    "ending": screens.ending,
    "name_entry": screens.name_entry,
    "high_scores": screens.high_scores,
    "replay": screens.replay,
    "mode_select": beans.mode_select,
    "rooms": beans.rooms,
    "rooms_new": beans.rooms_new,
    "rooms_rich": beans.rooms_rich,
    "rooms_broke": beans.rooms_broke,
    "gb_table": gb.gb_table,
    "gb_table_deal": gb.gb_table_deal,
    "gb_table_waits": gb.gb_table_waits,
    "gb_table_late": late.gb_table_late,
    "gb_escape": gb.gb_escape,
    "gb_results": gb.gb_results,
    "gb_results_cpu": gb.gb_results_cpu,
    "gb_results_draw": gb.gb_results_draw,
    "gb_encyclopedia": gb.gb_encyclopedia,
    "gb_replay": gb_replays.gb_replay,
    "results_review": review.results_review,
    "replay_review": review.replay_review,
    "gb_replay_review": review.gb_replay_review,
    "stats": review.stats,
}

__all__ = ["SCENES", "settled_table", "show", "table_mid_hand"]


def show(ctx: AppContext, name: str, at: float | None = None) -> None:
    """Push the scene ``name`` (a key of :data:`SCENES`) and play its animations for
    ``at`` seconds (default: the entry's own moment) at normal speed, 60 updates a second."""
    seconds = SCENES[name](ctx)
    seconds = seconds if at is None else at
    for _ in range(round(seconds / STEP)):
        ctx.stack.update(STEP)
