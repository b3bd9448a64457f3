"""What happened, move by move, in words: one :class:`LogEntry` per public event worth
telling (discards, calls, kongs, 报听, wins, the 花牌 indicators, the end), kept by the
table's model. The entry stores keys and kinds, not text, so the log follows a change of
language; the fading line, the cut-ins' sub-lines and the log overlay all word a move
with :func:`describe`."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.i18n import Language, Translator
from mahjong2p.rules.events import (
    Called,
    DeclaredReady,
    Discarded,
    Event,
    HaiteiDrew,
    HandsRevealed,
    IndicatorRevealed,
    KongDeclared,
    WallExhausted,
    Won,
)
from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring import WinBy
from mahjong2p.rules.tiles import kind_of

MELD_KEYS = {
    MeldKind.CHI: "log.chi",
    MeldKind.PON: "log.pon",
    MeldKind.KONG: "log.kong",
    MeldKind.CONCEALED_KONG: "log.concealed_kong",
    MeldKind.ADDED_KONG: "log.added_kong",
}
WIN_KEYS = {WinBy.TSUMO: "log.tsumo", WinBy.RON: "log.ron", WinBy.ROB_KONG: "log.rob_kong"}


@dataclass(frozen=True)
class LogEntry:
    """``seat``: who moved (``None``: the table itself); ``kind``: the tile kind named."""

    key: str
    seat: int | None = None
    kind: int | None = None


def meld_kind_shown(meld: Meld) -> int:
    """The tile a meld is named by: the called tile, else its lowest."""
    return kind_of(meld.called if meld.called is not None else min(meld.tiles))


def entry_for(event: Event) -> LogEntry | None:
    """The log line of ``event``, or ``None`` for events nobody needs told (draws, deals)."""
    if isinstance(event, Discarded):
        return LogEntry("log.discard", event.seat, kind_of(event.tile))
    if isinstance(event, Called | KongDeclared):
        return LogEntry(MELD_KEYS[event.meld.kind], event.seat, meld_kind_shown(event.meld))
    if isinstance(event, DeclaredReady):
        return LogEntry("log.ready", event.seat)
    if isinstance(event, Won):
        return LogEntry(WIN_KEYS[event.win_by], event.seat, kind_of(event.win_tile))
    if isinstance(event, IndicatorRevealed):
        return LogEntry("log.indicator", None, kind_of(event.tile))
    if isinstance(event, HaiteiDrew):
        return LogEntry("log.haitei", event.seat, kind_of(event.tile))
    if isinstance(event, WallExhausted):
        return LogEntry("log.exhausted")
    if isinstance(event, HandsRevealed):
        return LogEntry("log.revealed")
    return None


def describe(entry: LogEntry, text: Translator, human: int = 0) -> str:
    """ "电脑 碰 五筒" / "CPU pons 5 Dot", "You pon 5 Dot" (the verb agrees with who moved)."""
    mine = entry.seat == human
    who = "" if entry.seat is None else text.text("hud.you" if mine else "hud.cpu")
    verb_s = "s" if text.language is Language.EN and not mine else ""  # zh: always ""
    tile = "" if entry.kind is None else text.tile_name(entry.kind)
    return text.text(entry.key, who=who, tile=tile, s=verb_s).strip()
