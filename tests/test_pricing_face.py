"""One pricing face for the CPU's models (issue 38): each CPU prices a decision's options
itself (``price_options``) and picks among them; the review prices with that face through
the registry and reaches into no model's private parts; and what the review says of a
hand is what it said before the face existed (pinned).
"""

from __future__ import annotations

import ast
import copy
import hashlib
import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from mahjong2p.ai.agent import Agent
from mahjong2p.ai.choice import Option
from mahjong2p.ai.policies import make_agent
from mahjong2p.ai.prices.labels import option_label
from mahjong2p.ai.registry import ai_for
from mahjong2p.play.loop import play_hand
from mahjong2p.review.json_form import review_to_json
from mahjong2p.review.walk import review_hand
from mahjong2p.rules.actions import Action, ActionKind
from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.hand import Hand
from mahjong2p.rules.ruleset import RuleSet
from mahjong2p.rules.tiles import kind_of
from mahjong2p.rules.view import PlayerView
from tests.test_ai_positions import SEAT, TileBox, make_view, turn_actions

PACKAGE = Path(__file__).resolve().parents[1] / "mahjong2p"
# The review and the pricers it is given: they may use the models' public faces only.
GUARDED = (PACKAGE / "review", PACKAGE / "ai" / "prices")
WINS = frozenset({ActionKind.TSUMO, ActionKind.RON, ActionKind.ROB_KONG})
FACE_LEVELS = {
    "arcade": ("easy", "normal", "master", "expert"),
    "gb": ("easy", "hard", "master", "master-v2", "expert"),
}
RULES = {"arcade": ARCADE, "gb": GB}
FACE_HANDS = 3
# The review's JSON of these hands (seat 0's policy against master, seeds 0..), made on
# the code before the face (its pricers rebuilt the CPU's pricing): the face changed none
# of it.
PINNED_POLICIES = ("random", "greedy", "normal", "expert")
PINNED_HANDS = 12
PINNED_REVIEWS = {
    "arcade": "736847542aa3425e2501eb9cb506d65d1f42b2ba88bbc4bf68d1f01748bc4063",
    "gb": "f001136893cb9aea162ef796f3787e287d9a5c3c88b23425550784104086b46d",
}


class FaceChecked:
    """Plays ``agent``; at each decision it prices, checks the face against its choice."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.checked = 0

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        mahjong = [a for a in legal if isinstance(a.kind, ActionKind)]
        priced = len(mahjong) == len(legal) > 1 and legal[0].kind is not ActionKind.HAITEI_PICK
        if not priced or any(a.kind in WINS for a in legal):
            return self.agent.choose(view, legal)
        weighed = copy.deepcopy(self.agent).price_options(view, legal)  # type: ignore[attr-defined]
        every = copy.deepcopy(self.agent).price_options(view, legal, ruled_out=True)  # type: ignore[attr-defined]
        chosen = self.agent.choose(view, legal)
        assert every[: len(weighed)] == weighed
        assert all(o.weighed for o in weighed) and not any(o.weighed for o in every[len(weighed) :])
        assert chosen in {o.action for o in weighed}
        assert _kinds(every) == _kinds(legal)
        self.checked += 1
        return chosen


def _kinds(items: Sequence[Action] | Sequence[Option]) -> set[tuple[object, ...]]:
    """Each distinct option: its kind, its tiles' kinds, whether it declares 报听."""
    actions = [i.action if isinstance(i, Option) else i for i in items]
    return {
        (a.kind, kind_of(a.tile) if a.tile is not None else None, _tile_kinds(a), a.declare_ready)
        for a in actions
        if a.kind not in WINS
    }


def _tile_kinds(action: Action) -> tuple[int, ...]:
    return tuple(sorted(map(kind_of, action.tiles)))


@pytest.mark.parametrize("mode", ["arcade", "gb"])
def test_each_cpu_picks_among_the_options_it_prices_and_prices_every_other(mode: str) -> None:
    """The options a CPU weighs come first, unchanged by asking for the rest; its choice
    is one of them; and the rest price every distinct option the table offers."""
    rules = RULES[mode]
    checked = 0
    for level in FACE_LEVELS[mode]:
        for seed in range(FACE_HANDS):
            seat = FaceChecked(make_agent(level, seed, rules))
            play_hand(Hand(seed, rules=rules), [seat, make_agent("master", seed + 1, rules)])
            checked += seat.checked
    assert checked > 8 * FACE_HANDS * len(FACE_LEVELS[mode])  # whole hands, not a few


def reviews_digest(rules: RuleSet) -> str:
    """The digest of the review's JSON of the pinned hands of ``rules``."""
    found = []
    for seed in range(PINNED_HANDS):
        policy = PINNED_POLICIES[seed % len(PINNED_POLICIES)]
        hand = Hand(seed, rules=rules)
        play_hand(hand, [make_agent(policy, seed, rules), make_agent("master", seed + 1, rules)])
        found.append(review_to_json(review_hand(Hand(seed, rules=rules), hand.actions)))
    return hashlib.sha256(json.dumps(found, sort_keys=True).encode()).hexdigest()


@pytest.mark.parametrize("mode", ["arcade", "gb"])
def test_the_review_says_what_it_said_before_the_face(mode: str) -> None:
    assert reviews_digest(RULES[mode]) == PINNED_REVIEWS[mode]


def foreign_private_uses(source: str) -> list[str]:
    """What in ``source`` imports a private name of the package, or uses a private
    attribute the module does not define itself (a subclass calling its base's private
    methods included), as ``line: text``."""
    tree = ast.parse(source)
    own = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            own.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            own.update(t.attr for t in targets if isinstance(t, ast.Attribute))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("mahjong2p"):
            found += [f"{node.lineno}: imports {a.name}" for a in node.names if _private(a.name)]
        elif isinstance(node, ast.Attribute) and _private(node.attr) and node.attr not in own:
            found.append(f"{node.lineno}: uses {ast.unparse(node)}")
    return found


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def test_the_review_and_its_pricers_use_nothing_private_of_the_ai() -> None:
    offenders = {}
    for folder in GUARDED:
        for path in sorted(folder.rglob("*.py")):
            found = foreign_private_uses(path.read_text(encoding="utf-8"))
            if found:
                offenders[str(path.relative_to(PACKAGE))] = found
    assert offenders == {}


@pytest.mark.parametrize(
    "source",
    [
        "class GbExpert(GbCpuAgent):\n    def price(self):\n        return self._turn()",
        "from mahjong2p.ai.gb.agent import _no_step_back",
        "watch = agent._watch",
    ],
)
def test_the_guard_finds_each_way_the_old_pricers_reached_in(source: str) -> None:
    assert foreign_private_uses(source)


def test_the_guard_lets_a_module_use_its_own_private_names() -> None:
    source = "class A:\n    def __init__(self):\n        self._x = 1\n    def _f(self):\n"
    assert not foreign_private_uses(source + "        return self._x + self._f() + len(self)")


def test_a_decision_with_a_win_on_offer_changes_nothing_the_review_prices_later() -> None:
    """The CPU takes a win without looking at the table, so it remembers nothing of that
    moment; the review's model, asked there about the other options, must not either, or
    it reads a tile discarded since as having passed the opponent's 报听 (safe) where the
    CPU would not."""
    box = TileBox()
    view = make_view("2357m2468p3568s67s", opponent_discards="1z", declared=True, box=box)
    pricer = ai_for(ARCADE).pricer()
    pricer.price(view, [*turn_actions(view), Action(ActionKind.TSUMO, SEAT)], {"tsumo": 900.0})
    view.discards[1].extend(box.take("5s"))  # discarded after the win was declined
    later = pricer.price(view, turn_actions(view), {})
    assert later == ai_for(ARCADE).pricer().price(view, turn_actions(view), {})


def test_the_other_options_of_a_win_are_priced_with_what_the_model_remembers() -> None:
    """At a decision with a win on offer the review prices the rest as the model would
    with its memory of the hand: a tile that passed the opponent's 报听 is safe."""
    box = TileBox()
    view = make_view("2357m2468p3568s67s", opponent_discards="1z", declared=True, box=box)
    pricer, model = ai_for(ARCADE).pricer(), make_agent("expert", 0, ARCADE)
    pricer.price(view, turn_actions(view), {})
    model.price_options(view, turn_actions(view))  # type: ignore[attr-defined]
    view.discards[1].extend(box.take("5s"))  # it passed the locked hand
    legal = [*turn_actions(view), Action(ActionKind.TSUMO, SEAT)]
    priced = pricer.price(view, legal, {"tsumo": 900.0})
    own = model.price_options(view, legal, ruled_out=True)  # type: ignore[attr-defined]
    assert {p.label: p.deal_in for p in priced if p.label != "tsumo"} == {
        option_label(o.action): o.deal_in for o in own
    }
    assert next(p.deal_in for p in priced if p.label == "5s") == 0.0
