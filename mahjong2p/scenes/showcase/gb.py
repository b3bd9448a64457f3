"""Showcase states of the 72-tile table and its results, reached by playing the seed: the
table mid-hand with flowers out (``gb_table``), the deal under way (``gb_table_deal``),
the menu asking before 逃跑 (``gb_escape``), and the results of a player's win, a CPU
win and a drawn hand. Both seats are played by the CPU agents; the wallet is memory-only
with a fixed account, so the pictures are the same on every machine."""

from __future__ import annotations

from collections.abc import Callable

from mahjong2p.play.bean_table import BeanTable
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.play.protection import timeout_action
from mahjong2p.play.session import HandSession
from mahjong2p.progression.beans.account import BeanAccount
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.rules.events import Won
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import PhaseKind
from mahjong2p.rules.tiles import kind_of
from mahjong2p.scenes.aids.ready_hints import ready_discards
from mahjong2p.scenes.bean_flow import BeanFlow
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.gb_table.scene import GbTableScene
from mahjong2p.scenes.showcase.screens import title
from mahjong2p.scenes.table.hand_part import hand_order
from mahjong2p.seat import Seat

SHOWCASE_BEANS = 18_150
SEEDS_TRIED = 200
READY_WAYS = 7  # the overview (Tab) shows this many ready discards at once (issue 37.2)
ROOM = "regular"
DEAL_S = 2.6  # into the deal: both throws shown, the break marked, stacks flying


def showcase_flow(ctx: AppContext) -> BeanFlow:
    title(ctx)
    rules = load_rooms()
    ctx.beans = BeanWallet.in_memory(rules, BeanAccount(SHOWCASE_BEANS, last_room=ROOM))
    return BeanFlow(ctx, lambda: None)


def table_for(ctx: AppContext, flow: BeanFlow, seed: int) -> tuple[BeanTable, HandSession]:
    wallet = flow.wallet()
    table = BeanTable(wallet, wallet.rules.room(ROOM), seed)
    ctx.bean_table = table
    hand = table.begin_hand()
    return table, HandSession(hand, table.difficulty)


def play_seats(session: HandSession, stop: Callable[[Hand], bool], idle: bool = False) -> bool:
    """Both seats played by the agents until ``stop`` (or the hand's end); ``idle``: both
    seats only discard what they draw and pass (the turn timer's move), so nobody wins."""
    hand = session.hand
    while not hand.is_over and not stop(hand):
        seat = hand.to_act
        assert seat is not None
        if idle:
            session.apply(timeout_action(session.legal(), hand.seats[seat].drawn))
        else:
            session.agent_move(seat)
    return stop(hand)


def _mid_hand(hand: Hand) -> bool:
    """The player's discard turn, some way in, with a flower set aside by each side."""
    return (
        hand.to_act == Seat.HUMAN
        and hand.phase.kind is PhaseKind.TURN
        and sum(len(s.discards) for s in hand.seats) >= 14
        and all(s.flowers for s in hand.seats)
    )


def gb_table(ctx: AppContext) -> float:
    flow = showcase_flow(ctx)
    for k in range(SEEDS_TRIED):
        table, session = table_for(ctx, flow, ctx.seed + k)
        if play_seats(session, _mid_hand):
            break
    scene = flow.show_table(table, session)
    scene.catch_up()
    scene.update(0)  # the player's decision begins: the turn timer shows
    ready = ready_discards(scene.model.view)
    tiles = hand_order(scene.model.view)
    # the cursor on a discard that leaves the hand ready: the waits hint in beans shows
    scene.focus = next((i for i, t in enumerate(tiles) if kind_of(t) in ready), scene.focus)
    return 0


def gb_table_waits(ctx: AppContext) -> float:
    """Late in a hand, ponds and flower rows full on both sides, the player one discard
    from ready in three ways or more: the waits strip and its overview (Tab) open."""
    flow = showcase_flow(ctx)
    for k in range(SEEDS_TRIED * 5):
        table, session = table_for(ctx, flow, ctx.seed + k)

        def late_and_ready(hand: Hand, session: HandSession = session) -> bool:
            return (
                _mid_hand(hand)
                and sum(len(s.discards) for s in hand.seats) >= 20
                and len(ready_discards(session.views[Seat.HUMAN])) >= READY_WAYS
            )

        if play_seats(session, late_and_ready):
            break
    scene = flow.show_table(table, session)
    scene.catch_up()
    scene.update(0)
    scene.aids.expanded = True
    return 0


def gb_table_deal(ctx: AppContext) -> float:
    flow = showcase_flow(ctx)
    table, session = table_for(ctx, flow, ctx.seed)
    flow.show_table(table, session)
    return DEAL_S


def gb_escape(ctx: AppContext) -> float:
    gb_table(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, GbTableScene)
    scene.open_menu()
    return 0


def _results(ctx: AppContext, wanted: Callable[[Hand], bool], idle: bool = False) -> float:
    flow = showcase_flow(ctx)
    for k in range(SEEDS_TRIED):
        table, session = table_for(ctx, flow, ctx.seed + k)
        play_seats(session, lambda h: False, idle)
        if wanted(session.hand):
            break
    scene = flow.show_table(table, session)
    scene.catch_up()
    scene.update(0)  # the end is shown: settled, and on to the results
    top = ctx.stack.top
    top.enter()
    top.skip()  # type: ignore[attr-defined]
    return 0


def winner_of(hand: Hand) -> int | None:
    won = next((e for e in hand.log if isinstance(e, Won)), None)
    return None if won is None else won.seat


def gb_results(ctx: AppContext) -> float:
    return _results(ctx, lambda h: winner_of(h) == Seat.HUMAN)


def gb_results_cpu(ctx: AppContext) -> float:
    """The CPU's win, the player holding flowers (drawn beside the player's hand)."""
    return _results(ctx, lambda h: winner_of(h) == Seat.CPU and bool(h.seats[Seat.HUMAN].flowers))


def gb_results_draw(ctx: AppContext) -> float:
    """Nobody takes a win (each seat discards its draw): the wall runs out, 荒牌."""
    return _results(ctx, lambda h: h.is_over and winner_of(h) is None, idle=True)


def gb_encyclopedia(ctx: AppContext) -> float:
    """The 番种图鉴 as the bean table's menu opens it: on the 72-tile set's fans."""
    showcase_flow(ctx).encyclopedia()
    return 0.5
