"""The 欢乐豆 hand in progress: ``bean_table.json`` beside ``beans.json``.

Closing the window during a hand is not leaving it (RULES.md B6): the table's seed, hand
number, dealer, the CPU's beans and the actions so far are written here, and the next
visit to 欢乐豆场 replays the hand to exactly where it stood — the arcade's run resume, for
the bean table. The file is the hand's one file (:mod:`~mahjong2p.store.journal`):
the snapshot as its first line, one line per action since. Beans move only when a hand is
settled, so this file never holds beans of the player's; a file that cannot be used is
moved aside (``bean_table.json.damaged-<time>``, ``unreadable``, ``unusable``,
``unknown-room``), never overwritten, and the player is told in one line — the wallet's
open-hand mark then settles the hand (:class:`~mahjong2p.play.bean_table.BeanTable`). An
older version kept the actions in ``bean_table.journal`` beside it: read once, then removed.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

from mahjong2p.ai.decider import Decider
from mahjong2p.codec.core import decode, encode
from mahjong2p.codec.decider_json import BY, Marks
from mahjong2p.codec.fields import Fields
from mahjong2p.codec.hand_json import DEAL, key_of
from mahjong2p.codec.marks import Bounds, Check, Custom, Stored
from mahjong2p.codec.safe_json import DataFileError, clipped
from mahjong2p.progression.deal_key import DEAL_KEY
from mahjong2p.progression.progress import SaveDataError
from mahjong2p.progression.rooms import ROOM_ID
from mahjong2p.rules.actions import Action
from mahjong2p.rules.gb.deals import DEAL_VERSION, with_deal
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.store import saves
from mahjong2p.store.hand_files import table_path
from mahjong2p.store.journal import Journal, journal_at, legacy_lines

LEGACY_JOURNAL = "bean_table.journal"  # an older version's actions beside the snapshot
TABLE_SCHEMA_VERSION = 1
SAVED_LIMIT = 10**15
MAX_ACTIONS = 2000  # far more than a 72-tile hand can take


Saved = Annotated[int, Bounds(0, SAVED_LIMIT)]


def _actions_json(actions: tuple[Action, ...]) -> list[dict[str, object]]:
    return [action.to_json() for action in actions]


def _read_actions(table: Fields, key: str, _: Any) -> tuple[Action, ...]:
    """The actions so far (whether they replay is the loader's check); a damaged entry
    reaches the loader as the engine's own error."""
    found = table.entries(key)
    if len(found) > MAX_ACTIONS or not all(isinstance(a, dict) for a in found):
        raise table.error(key, f"must be a list of at most {MAX_ACTIONS} actions")
    return tuple(Action.from_json(a) for a in found)


@dataclass(frozen=True, slots=True)
class TableInProgress:
    """A seat at a room with the hand being played, as it is saved."""

    room: Annotated[str, Check(ROOM_ID.fullmatch, "not a room id: {value!r}")]
    seed: Saved
    hand_number: Saved
    dealer: Annotated[int, Bounds(0, 1)]
    cpu_beans: Saved
    actions: Annotated[tuple[Action, ...], Custom(_actions_json, _read_actions)] = ()
    # the 72-tile deal it was dealt with (a file without: 1)
    deal: Annotated[int, Stored(key=DEAL_KEY), DEAL] = DEAL_VERSION
    by: Annotated[Marks, BY] = ()  # who chose the player's actions, if not they

    @property
    def key(self) -> str:
        """The journal's (and the account's settled-hand) key of this hand."""
        return key_of(self.seed, self.hand_number)

    def resume_hand(self, rules: RuleSet) -> Hand:
        """The hand replayed to where it stood (IllegalActionError: the file lies)."""
        hand = Hand(self.seed, self.hand_number, self.dealer, rules=with_deal(rules, self.deal))
        for action in self.actions:
            hand.apply(action)
        return hand


@dataclass(frozen=True, slots=True)
class LoadedTable:
    """The saved table, its hand replayed to the last action the snapshot or the journal
    holds, and a one-line message when a file was set aside."""

    table: TableInProgress | None
    message: str | None = None
    hand: Hand | None = None
    can_save: bool = True  # False: a file that could not be set aside is still there
    by: Mapping[int, Decider] = field(default_factory=dict)  # who chose, where not the player


def table_journal(folder: Path | None = None) -> Journal:
    """The hand's one file, as the journal that appends to it."""
    return journal_at(table_path(folder))


def _legacy_journal(folder: Path | None) -> Path:
    return table_path(folder).with_name(LEGACY_JOURNAL)


def save_table(table: TableInProgress, folder: Path | None = None) -> str | None:
    """Write the hand in progress; ``None`` on success, else a one-line message."""
    path = table_path(folder)
    try:
        table_journal(folder).start(table_to_json(table), table.actions)
    except OSError as exc:
        return f"the hand in progress could not be saved to {path} ({exc.strerror or exc})"
    _remove_legacy(folder)  # the snapshot holds whatever it added
    return None


def clear_table(folder: Path | None = None) -> None:
    """The hand is over (settled or left): nothing to resume."""
    table_journal(folder).clear()  # a stale file is checked when read; it costs no beans
    _remove_legacy(folder)


def _remove_legacy(folder: Path | None) -> None:
    with contextlib.suppress(OSError):
        _legacy_journal(folder).unlink(missing_ok=True)


def load_table(rules: RuleSet, folder: Path | None = None) -> LoadedTable:
    """The saved hand, if any, read through the guarded reader and checked by replaying
    it; anything else — damaged, nested too deep, a FIFO, a link to ``/dev/zero``, an
    unreadable file — is set aside with one line (never overwritten), and the mode goes on
    at the room select. Temporary files of killed writes are removed first."""
    path = table_path(folder)
    saves.remove_leftover_temps(path)
    if path.is_symlink() and not path.exists():
        return set_table_aside(folder, "damaged", "is a link to a file that does not exist")
    journal = table_journal(folder)
    try:
        found = journal.read()
    except FileNotFoundError:
        return LoadedTable(None)
    except DataFileError as exc:  # a FIFO, /dev/zero, a folder, 200 MB; a damaged snapshot
        if path.is_file():
            return set_table_aside(folder, "damaged", f"was damaged ({exc})")
        return set_table_aside(folder, "unusable", f"could not be used ({exc})")
    except OSError as exc:  # permission denied, an I/O error: never overwrite it blind
        return set_table_aside(folder, "unreadable", f"could not be read ({exc.strerror or exc})")
    try:
        table = table_from_json(found.snapshot)
        hand = table.resume_hand(rules)
    except Exception as exc:  # the engine is not built to take damaged actions politely
        first = clipped(str(exc).splitlines()[0]) if str(exc) else type(exc).__name__
        return set_table_aside(folder, "damaged", f"was damaged ({first})")
    found.catch_up(hand)
    legacy = legacy_lines(_legacy_journal(folder))
    if legacy is not None:
        legacy.catch_up(hand)
    return LoadedTable(table, hand=hand, by=found.deciders(table.key))


def set_table_aside(folder: Path | None, tag: str, what: str) -> LoadedTable:
    """Move the saved hand aside as ``bean_table.json.<tag>-<time>`` (an older version's
    journal beside it, which holds no beans, is dropped) with the player's one line; if it
    cannot be moved, no hand is saved this session, so it is never overwritten."""
    path = table_path(folder)
    table_journal(folder).close()
    _remove_legacy(folder)
    try:
        kept = saves._move_aside(path, tag)
    except OSError as exc:
        why = exc.strerror or exc
        message = f"{path.name} {what}; it could not be set aside ({why}), so no hand is kept"
        return LoadedTable(None, message, can_save=False)
    return LoadedTable(None, f"{path.name} {what}; kept as {kept.name}")


def table_to_json(table: TableInProgress) -> dict[str, Any]:
    return {"schema_version": TABLE_SCHEMA_VERSION, **encode(table)}


def table_from_json(data: Any) -> TableInProgress:
    if not isinstance(data, dict):
        raise SaveDataError("the file does not hold a JSON object")
    top = Fields(data, lambda key, problem: SaveDataError(f"{key}: {problem}"))
    top.integer("schema_version", minimum=TABLE_SCHEMA_VERSION, maximum=TABLE_SCHEMA_VERSION)
    return decode(TableInProgress, top)
