"""The 欢乐豆 hand in progress: ``bean_table.json`` beside ``beans.json``.

Closing the window during a hand is not leaving it (RULES.md B6): the table's seed, hand
number, dealer, the CPU's beans and the actions so far are written here, and the next
visit to 欢乐豆场 replays the hand to exactly where it stood — the arcade's run resume, for
the bean table. Beans move only when a hand is settled, so this file never holds beans of
the player's; a damaged file is moved aside (``bean_table.json.damaged-<time>``) and the
player simply finds the room select, nothing lost but the unfinished hand.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mahjong2p.paths import user_data_dir
from mahjong2p.progression import saves
from mahjong2p.progression.deal_key import DEAL_KEY, read_deal
from mahjong2p.progression.fields import Fields
from mahjong2p.progression.progress import SaveDataError
from mahjong2p.progression.rooms import ROOM_ID
from mahjong2p.rules.actions import Action, IllegalActionError
from mahjong2p.rules.gb.deals import DEAL_VERSION, with_deal
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet

TABLE_FILE = "bean_table.json"
TABLE_SCHEMA_VERSION = 1
SAVED_LIMIT = 10**15
MAX_ACTIONS = 2000  # far more than a 72-tile hand can take


@dataclass(frozen=True, slots=True)
class TableInProgress:
    """A seat at a room with the hand being played, as it is saved."""

    room: str
    seed: int
    hand_number: int
    dealer: int
    cpu_beans: int
    actions: tuple[Action, ...] = ()
    deal: int = DEAL_VERSION  # the 72-tile deal it was dealt with (a file without: 1)

    def resume_hand(self, rules: RuleSet) -> Hand:
        """The hand replayed to where it stood (IllegalActionError: the file lies)."""
        hand = Hand(self.seed, self.hand_number, self.dealer, rules=with_deal(rules, self.deal))
        for action in self.actions:
            hand.apply(action)
        return hand


@dataclass(frozen=True, slots=True)
class LoadedTable:
    table: TableInProgress | None
    message: str | None = None


def table_path(folder: Path | None = None) -> Path:
    return (user_data_dir() if folder is None else folder) / TABLE_FILE


def save_table(table: TableInProgress, folder: Path | None = None) -> str | None:
    """Write the hand in progress; ``None`` on success, else a one-line message."""
    path = table_path(folder)
    try:
        saves.write_atomically(path, json.dumps(table_to_json(table)))
    except OSError as exc:
        return f"the hand in progress could not be saved to {path} ({exc.strerror or exc})"
    return None


def clear_table(folder: Path | None = None) -> None:
    """The hand is over (settled or left): nothing to resume."""
    with contextlib.suppress(OSError):  # a stale file is checked when read; it costs no beans
        table_path(folder).unlink(missing_ok=True)


def load_table(rules: RuleSet, folder: Path | None = None) -> LoadedTable:
    """The saved hand, if any, checked by replaying it; a damaged one is set aside."""
    path = table_path(folder)
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
        table = table_from_json(data)
        table.resume_hand(rules)
    except FileNotFoundError:
        return LoadedTable(None)
    except OSError as exc:
        return LoadedTable(None, f"{path} could not be read ({exc.strerror})")
    except (SaveDataError, IllegalActionError, TypeError, ValueError, KeyError) as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        try:
            kept = saves._move_aside(path, "damaged")
        except OSError:
            return LoadedTable(None, f"{path.name} was damaged ({first})")
        return LoadedTable(None, f"{path.name} was damaged ({first}); kept as {kept.name}")
    return LoadedTable(table)


def table_to_json(table: TableInProgress) -> dict[str, Any]:
    return {
        "schema_version": TABLE_SCHEMA_VERSION,
        "room": table.room,
        "seed": table.seed,
        "hand_number": table.hand_number,
        "dealer": table.dealer,
        "cpu_beans": table.cpu_beans,
        "actions": [a.to_json() for a in table.actions],
        DEAL_KEY: table.deal,
    }


def _error(key: str, problem: str) -> SaveDataError:
    return SaveDataError(f"{key}: {problem}")


def table_from_json(data: Any) -> TableInProgress:
    if not isinstance(data, dict):
        raise SaveDataError("the file does not hold a JSON object")
    top = Fields(data, _error)
    top.integer("schema_version", minimum=TABLE_SCHEMA_VERSION, maximum=TABLE_SCHEMA_VERSION)
    room = top.text("room")
    if not ROOM_ID.fullmatch(room):
        raise _error("room", f"not a room id: {room!r}")
    actions = top.entries("actions")
    if len(actions) > MAX_ACTIONS or not all(isinstance(a, dict) for a in actions):
        raise _error("actions", f"must be a list of at most {MAX_ACTIONS} actions")
    table = TableInProgress(
        room=room,
        seed=top.integer("seed", minimum=0, maximum=SAVED_LIMIT),
        hand_number=top.integer("hand_number", minimum=0, maximum=SAVED_LIMIT),
        dealer=top.integer("dealer", minimum=0, maximum=1),
        cpu_beans=top.integer("cpu_beans", minimum=0, maximum=SAVED_LIMIT),
        actions=tuple(Action.from_json(a) for a in actions),
        deal=read_deal(data, top),
    )
    top.finish()
    return table
