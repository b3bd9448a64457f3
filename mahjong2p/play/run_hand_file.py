"""The arcade's hand in play in its own file, ``run_hand.json`` beside ``save.json``: the
hand's snapshot (which hand: its seed and number; the actions so far) as the first line,
then a line for each action (:mod:`~mahjong2p.store.journal`).

``save.json`` holds the run and the hand's plan, the open-hand mark; the actions are only
here. So deleting or damaging this file cannot rewind a hand to its deal: the run's open
hand is then charged as that hand's loss (:func:`~mahjong2p.progression.run.forfeit`).
A save of an older version held the actions itself, with its journal beside it
(``run_hand.journal``): read as before.

After a settlement, the save names the settled hand (:class:`SettledHand`) and this file is
cleared only once the hand's 牌谱 and 战绩 line are written; a file left by a kill in
between gets them written at the next start (:func:`keep_left_over_records`).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mahjong2p.ai.decider import Decider
from mahjong2p.codec.decider_json import BY_KEY, deciders_json
from mahjong2p.codec.hand_json import key_of
from mahjong2p.codec.safe_json import DataFileError
from mahjong2p.play.hand_records import keep_records
from mahjong2p.progression.deal import HandPlan
from mahjong2p.replay.record import replay_of
from mahjong2p.rules.actions import Action
from mahjong2p.rules.hand import Hand
from mahjong2p.store.atomic import _move_aside
from mahjong2p.store.hand_files import RUN_HAND_FILE
from mahjong2p.store.journal import Journal, journal_at

if TYPE_CHECKING:
    from mahjong2p.store.profile import Profile

LEGACY_JOURNAL = "run_hand.journal"  # an older version's actions since save.json
HEADER = ("seed", "hand_number")  # the snapshot's words for which hand it holds

log = logging.getLogger(__name__)


def journal_of(profile: Profile) -> Journal | None:
    """The hand's file beside the profile's save (``None``: memory only)."""
    if not profile.can_save or profile.folder is None:
        return None
    return journal_at(Path(profile.folder) / RUN_HAND_FILE)


def plan_key(plan: HandPlan) -> str:
    return key_of(plan.seed, plan.hand_number)


def hand_header(plan: HandPlan, by: Mapping[int, Decider] | None = None) -> dict[str, Any]:
    """The snapshot's words for which hand it holds (and who chose the player's actions
    so far, where not the player)."""
    header: dict[str, Any] = dict(zip(HEADER, (plan.seed, plan.hand_number), strict=True))
    marks = deciders_json(by or {})
    return {**header, BY_KEY: marks} if marks else header


def hand_marks(journal: Journal, plan: HandPlan) -> dict[int, Decider]:
    """Who chose the actions of the player's seat in the planned hand's file, where not
    the player (none when the file cannot be read)."""
    try:
        return journal.read().deciders(plan_key(plan))
    except (OSError, DataFileError):
        return {}


def replayed(plan: HandPlan, actions: list[Action]) -> Hand:
    """The planned hand with ``actions`` applied (IllegalActionError: they do not fit)."""
    hand = plan.start().hand
    for action in actions:
        hand.apply(action)
    return hand


def read_hand(journal: Journal, plan: HandPlan) -> Hand | None:
    """The planned hand replayed to the last action its file holds; ``None`` when there is
    no file, or it holds another hand (left as it is), or it cannot be used (set aside,
    with one line in the log)."""
    try:
        found = journal.read()
    except FileNotFoundError:
        return None
    except (OSError, DataFileError) as exc:
        _set_aside(journal, "unusable", str(exc))
        return None
    snapshot = found.snapshot
    which = {k: snapshot.get(k) for k in HEADER} if isinstance(snapshot, dict) else {}
    if which != hand_header(plan):
        return None
    try:
        hand = replayed(plan, [Action.from_json(a) for a in snapshot["actions"]])
    except Exception as exc:  # the engine is not built to take damaged actions politely
        _set_aside(journal, "damaged", str(exc) or type(exc).__name__)
        return None
    found.catch_up(hand)
    return hand


def _set_aside(journal: Journal, tag: str, why: str) -> None:
    journal.close()
    try:
        kept = _move_aside(journal.path, tag)
    except OSError as exc:
        log.warning("%s could not be used (%s) nor set aside (%s)", journal.path.name, why, exc)
        return
    log.warning("%s could not be used (%s); kept as %s", journal.path.name, why, kept.name)


def keep_left_over_records(profile: Profile) -> None:
    """At the start: the settled hand's file, left by a kill before its 牌谱 and 战绩 line
    were written, gets both (from the save's record of it, so with the same ``played_at``:
    neither is written twice) and is cleared. A file of any other hand is left alone."""
    settled = profile.progress.settled
    journal = journal_of(profile)
    if settled is None or journal is None or not journal.path.exists():
        return
    hand = read_hand(journal, settled.plan)
    if hand is None:
        return
    by = hand_marks(journal, settled.plan)
    replay = replay_of(hand, settled.stage, settled.played_at, settled.plan.rig, by=by)
    keep_records(profile.folder, replay, settled.credits)
    journal.clear()
