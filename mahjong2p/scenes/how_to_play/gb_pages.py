"""The 欢乐豆场 pages of 玩法说明 (RULES.md Part B): the 72 tiles, the dice and the wall
break, the deal with 跳牌 and 补花, calls, 起和 8 fan with a complete hand that falls short,
the 13 cap and the settlement worked out, the rooms, 逃跑 and 破产补助. Every number comes
from where the game keeps it — the rooms' data and the 72-tile scorer — so a page never
disagrees with the table."""

from __future__ import annotations

from mahjong2p.i18n import Language
from mahjong2p.i18n.amounts import format_amount
from mahjong2p.progression.beans.settle import Party, Purses, settle_win
from mahjong2p.progression.rooms import BeanRules, load_rooms
from mahjong2p.rules.scoring import WinBy
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.how_to_play import gb_pictures as pictures
from mahjong2p.scenes.how_to_play.gb_pictures import big_hand_score, short_hand_score
from mahjong2p.scenes.how_to_play.pages import Page, _keys

SETTLE_ROOM = "regular"  # the room the settlement is worked out in


def _rules(ctx: AppContext) -> BeanRules:
    return ctx.beans.rules if ctx.beans is not None else load_rooms()


def _fans(ctx: AppContext, fans: tuple[tuple[str, str, int], ...]) -> str:
    """ "混一色 6番 + 幺九刻 1番" in the player's language."""
    tr, zh = ctx.text.text, ctx.text.language is Language.ZH
    return " + ".join(tr("howto.points.fan", name=z if zh else e, n=n) for z, e, n in fans)


def _short(ctx: AppContext) -> list[str]:
    tr, rules = ctx.text.text, _rules(ctx)
    ron, tsumo = short_hand_score(WinBy.RON), short_hand_score(WinBy.TSUMO)
    return [
        tr("gbhow.min.1", n=rules.min_fan),
        tr("gbhow.min.ron", fans=_fans(ctx, ron.fans), t=ron.total, n=rules.min_fan),
        tr("gbhow.min.tsumo", fans=_fans(ctx, tsumo.fans), t=tsumo.total),
        tr("gbhow.min.2"),
    ]


def _settle(ctx: AppContext) -> list[str]:
    tr, rules, lang = ctx.text.text, _rules(ctx), ctx.text.language
    room = rules.room(SETTLE_ROOM)
    fan = big_hand_score().total
    lines = [tr("gbhow.cap.1", cap=rules.fan_cap)]
    for by, key in ((WinBy.TSUMO, "gbhow.cap.tsumo"), (WinBy.RON, "gbhow.cap.ron")):
        won = settle_win(rules, room, Party.PLAYER, fan, by, Purses(10**9, 10**9))
        lines.append(
            tr(
                key,
                f=fan,
                p=won.points,
                m=won.multiplier,
                rate=format_amount(room.rate, lang),
                n=format_amount(won.payment.due, lang),
                room=tr(f"beans.room.{room.id}"),
            )
        )
    return [*lines, tr("gbhow.cap.2")]


def _rooms(ctx: AppContext) -> list[str]:
    tr, rules, lang = ctx.text.text, _rules(ctx), ctx.text.language
    rows = [
        tr(
            "gbhow.rooms.row",
            room=tr(f"beans.room.{r.id}"),
            rate=format_amount(r.rate, lang),
            low=format_amount(r.entry_min, lang),
            high=format_amount(r.entry_max, lang),
        )
        + ("" if r.turn_timer else tr("gbhow.rooms.no_timer"))
        for r in rules.rooms
    ]
    return [tr("gbhow.rooms.1"), *rows]


def _escape(ctx: AppContext) -> list[str]:
    tr, rules, lang = ctx.text.text, _rules(ctx), ctx.text.language
    return [
        tr("gbhow.escape.1", n=rules.escape_points),
        tr(
            "gbhow.escape.2",
            low=format_amount(rules.rooms[0].entry_min, lang),
            top=format_amount(rules.relief.top_up_to, lang),
            k=rules.relief.per_day,
        ),
        tr("gbhow.escape.3"),
    ]


GB_PAGES: tuple[Page, ...] = (
    Page("gbhow.tiles.title", pictures.tiles, _keys("gbhow.tiles.1", "gbhow.tiles.2")),
    Page(
        "gbhow.dice.title",
        pictures.dice,
        _keys("gbhow.dice.1", "gbhow.dice.2", "gbhow.dice.3"),
    ),
    Page(
        "gbhow.deal.title",
        pictures.deal,
        _keys("gbhow.deal.1", "gbhow.deal.2", "gbhow.deal.3"),
    ),
    Page("gbhow.calls.title", pictures.calls, _keys("gbhow.calls.1", "gbhow.calls.2")),
    Page("gbhow.min.title", pictures.short_hand, _short),
    Page("gbhow.cap.title", pictures.big_hand, _settle),
    Page("gbhow.rooms.title", pictures.rooms, _rooms),
    Page("gbhow.escape.title", pictures.escape, _escape),
)
