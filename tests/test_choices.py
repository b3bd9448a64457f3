"""The feature seat's policy (``progression/choices.py``): isolated tiles swapped at the
start, the best tile taken in a 搓牌, a triplet taken only when it helps, 偷天换日 used when
it wins at once — and ordinary decisions left to the wrapped agent."""

from __future__ import annotations

from collections.abc import Sequence

from agents import arcade_view
from walls import rigged_hand

from mahjong2p.ai.greedy_agent import GreedyAgent
from mahjong2p.play.loop import HandLoop
from mahjong2p.progression.choices import FeatureSeatAgent, feature_choice
from mahjong2p.rules.actions import Action, ActionKind, ChoiceActionKind
from mahjong2p.rules.events import ChoiceDeclined, ChoiceOffered, TilesExchanged
from mahjong2p.rules.features.choice import Choice, ItemStock
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.phase import HandConfig, PhaseKind
from mahjong2p.rules.tiles import kind_of, parse_kinds
from mahjong2p.rules.view import PlayerView

SELECT, CONFIRM = ChoiceActionKind.SELECT, ChoiceActionKind.CONFIRM

MAX_CHOICES = 100  # a hand's choices are a handful
MAX_ACTIONS = 1_000  # a whole hand's actions, with every feature, are a few hundred


def view_of(hand: Hand, seat: int = 0) -> PlayerView:
    return hand.view(seat)


def tiles(text: str) -> list[int]:
    """Physical tiles for ``text``, a different copy for each repeat."""
    seen: dict[int, int] = {}
    out = []
    for kind in parse_kinds(text):
        out.append(kind * 4 + seen.get(kind, 0))
        seen[kind] = seen.get(kind, 0) + 1
    return out


def offered_view(concealed: str, offer: ChoiceOffered) -> tuple[PlayerView, list[Action]]:
    view = arcade_view(0, concealed=tiles(concealed), choice=offer)
    legal = [Action(SELECT, 0, tile=t) for t in view.concealed]
    return view, [*legal, Action(ActionKind.PASS, 0)]


def answer_until_done(hand: Hand) -> None:
    for _ in range(MAX_CHOICES):
        if hand.phase.kind is not PhaseKind.CHOICE:
            break
        action = feature_choice(view_of(hand), hand.legal_actions())
        assert action is not None
        hand.apply(action)
    else:
        raise AssertionError("the choices never ended")


def test_opening_swap_sends_away_the_isolated_tiles() -> None:
    hand = rigged_hand(
        "123m456p789s5p9m156z", "258m369p147s2456z", config=HandConfig(opening_swap=True)
    )
    answer_until_done(hand)
    swap = next(e for e in hand.log if isinstance(e, TilesExchanged))
    assert swap.given is not None
    assert sorted(kind_of(t) for t in swap.given) == parse_kinds("9m156z")


def test_draw_choice_takes_the_winning_tile() -> None:
    hand = rigged_hand(
        "147m258p369s12367z",
        "123m456m789m123p5s",
        dealer=1,
        config=HandConfig(draw_choice_chance=1.0),
    )
    one_z = next(t for t in hand.seats[1].concealed if kind_of(t) == parse_kinds("1z")[0])
    hand.apply(Action(ActionKind.DISCARD, 1, tile=one_z))
    assert hand.phase.choice is Choice.DRAW_CHOICE
    action = feature_choice(view_of(hand), hand.legal_actions())
    assert action == Action(ChoiceActionKind.PICK_KIND, 0, tile_kind=parse_kinds("5s")[0])
    hand.apply(action)
    assert ActionKind.TSUMO in {a.kind for a in hand.legal_actions()}


def test_a_triplet_that_helps_is_taken_for_the_worst_tiles() -> None:
    offer = ChoiceOffered(0, Choice.TRIPLET_OFFER, tile_kind=parse_kinds("5z")[0])
    view, legal = offered_view("123m456p789s11p123z", offer)
    action = feature_choice(view, legal)
    assert action is not None and action.kind is SELECT
    assert action.tile is not None and kind_of(action.tile) in parse_kinds("123z")
    all_marked = [Action(CONFIRM, 0), Action(ActionKind.PASS, 0)]
    assert feature_choice(view, all_marked) == Action(CONFIRM, 0)


def test_a_triplet_that_does_not_help_is_declined() -> None:
    offer = ChoiceOffered(0, Choice.TRIPLET_OFFER, tile_kind=parse_kinds("5z")[0])
    view, legal = offered_view("123m456p789s11p567s", offer)
    assert feature_choice(view, legal) == Action(ActionKind.PASS, 0)


def test_tou_tian_huan_ri_is_used_when_it_wins_at_once() -> None:
    use = Action(ChoiceActionKind.USE_ITEM, 0, item=Choice.TOU_TIAN_HUAN_RI)
    discards = [Action(ActionKind.DISCARD, 0, tile=t) for t in tiles("123m456m789m123p5s1z")]
    ready = arcade_view(0, concealed=tiles("123m456m789m123p5s1z"))
    assert feature_choice(ready, [*discards, use]) == use
    far = arcade_view(0, concealed=tiles("147m258p369s1234z5s"))
    assert feature_choice(far, [*discards, use]) is None
    offer = ChoiceOffered(0, Choice.TOU_TIAN_HUAN_RI, available=tuple([1] * 34))
    view, legal = offered_view("123m456m789m123p5s1z", offer)
    first = feature_choice(view, legal)
    assert (
        first is not None and first.tile is not None and kind_of(first.tile) in parse_kinds("5s1z")
    )


class _Recorder:
    def __init__(self) -> None:
        self.seen: list[Action] = []

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        self.seen = list(legal)
        return legal[0]


def test_the_wrapped_agent_never_sees_item_actions() -> None:
    inner = _Recorder()
    agent = FeatureSeatAgent(inner)
    far = arcade_view(0, concealed=tiles("147m258p369s1234z5s"))
    use = Action(ChoiceActionKind.USE_ITEM, 0, item=Choice.YI_HUA_JIE_MU)
    discard = Action(ActionKind.DISCARD, 0, tile=far.concealed[0])
    assert agent.choose(far, [discard, use]) == discard
    assert inner.seen == [discard]


def test_tou_tian_huan_ri_is_not_opened_again_in_the_turn_it_was_declined() -> None:
    """Ready on 1z by the unseen tiles, but no 1z face down: the offer is declined, and the
    item is not opened again that turn — it was, for ever, and a 托管 table hung."""
    use = Action(ChoiceActionKind.USE_ITEM, 0, item=Choice.TOU_TIAN_HUAN_RI)
    ready = arcade_view(0, concealed=tiles("123m456m789m123p5s1z"), live_count=40)
    discard = Action(ActionKind.DISCARD, 0, tile=ready.concealed[0])
    agent = FeatureSeatAgent(_Recorder())
    assert agent.choose(ready, [discard, use]) == use
    assert agent.choose(ready, [discard, use]) == discard  # the same turn, after declining
    next_turn = arcade_view(0, concealed=tiles("123m456m789m123p5s1z"), live_count=38)
    assert agent.choose(next_turn, [discard, use]) == use


def test_a_tou_tian_huan_ri_hand_that_looped_now_ends() -> None:
    """The hand the property test found: 3 items of 偷天换日 and a wait whose tiles were all
    in the opponent's hand."""
    config = HandConfig(
        haitei_draws=5,
        opening_swap=True,
        draw_choice_chance=0.08,
        triplet_offer_chance=0.05,
        items=ItemStock(tou_tian_huan_ri=3, yi_hua_jie_mu=2),
    )
    hand = Hand(2761589574, config=config)
    agents = [FeatureSeatAgent(GreedyAgent(1218193871)), GreedyAgent(1218193871)]
    loop = HandLoop(hand)
    for _ in range(MAX_ACTIONS):
        if hand.is_over:
            break
        seat = hand.to_act
        assert seat is not None
        loop.step(agents[seat])
    assert hand.is_over
    declined = [e for e in hand.log if isinstance(e, ChoiceDeclined)]
    assert declined and all(e.choice is Choice.TOU_TIAN_HUAN_RI for e in declined)
