"""The scoring decisions of RULES.md A6–A7: exclusions, waits, situations, caps and points."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from mahjong2p.rules.melds import Meld, MeldKind
from mahjong2p.rules.scoring import Example, ScoreResult, WinBy, WinSituation, score_win
from mahjong2p.rules.scoring import score_example as score
from mahjong2p.rules.scoring.points import fan_points, yakuman_multiplier
from mahjong2p.rules.tiles import parse_kinds

RON = WinSituation(win_by=WinBy.RON)
TSUMO = WinSituation()
ROB_KONG = WinSituation(win_by=WinBy.ROB_KONG)


def _score(
    concealed: str,
    win: str,
    *melds: str,
    situation: WinSituation = RON,
    flowers: str = "",
) -> ScoreResult:
    return score(Example(concealed, win, melds=melds, situation=situation, flowers=flowers))


def _fans(result: ScoreResult) -> dict[str, int]:
    return {f.id: f.fan for f in result.fans}


def test_tui_dao_hu_only_without_other_fans() -> None:
    plain = _score("456p345789s11z", "4p", "chi:123m")
    assert _fans(plain) == {"tui_dao_hu": 1}
    assert (plain.total_fan, plain.points) == (1, 100)
    assert "tui_dao_hu" not in _fans(_score("456p678s345s55m", "5m", "chi:234m"))


def test_hua_pai_is_not_another_fan_for_tui_dao_hu() -> None:
    result = _score("456p345789s11z", "4p", "chi:123m", flowers="1z")
    assert _fans(result) == {"tui_dao_hu": 1, "hua_pai": 2}
    assert result.points == 600


def test_liang_bei_kou_replaces_yi_bei_kou() -> None:
    fans = _fans(_score("112233m445566p11z", "1z"))
    assert "liang_bei_kou" in fans and "yi_bei_kou" not in fans


@pytest.mark.parametrize(
    ("win", "expected", "absent"),
    [
        pytest.param("1m", "long_qi_dui", "qi_dui_zi", id="won-on-the-fourth"),
        pytest.param("3m", "qi_dui_zi", "long_qi_dui", id="four-held-before"),
    ],
)
def test_long_qi_dui_only_on_the_fourth_tile(win: str, expected: str, absent: str) -> None:
    result = _score("111133m5577p99s11z", win)
    assert result.form == "seven_pairs"
    assert expected in _fans(result) and absent not in _fans(result)


def test_tian_ting_replaces_men_qing_bao_ting() -> None:
    both = WinSituation(win_by=WinBy.RON, declared_ready=True, ready_first_turn=True)
    fans = _fans(_score("123m456p789s345s11z", "3s", situation=both))
    assert fans["tian_ting"] == 2 and "men_qing_bao_ting" not in fans


def test_quan_dai_yao_needs_a_sequence() -> None:
    hun = _fans(_score("999p111s11777z", "7z", "pon:111m"))
    assert "hun_quan_dai_yao" not in hun and "hun_lao_tou" in hun
    assert "hun_quan_dai_yao" in _fans(_score("123m789p123s11777z", "1z"))
    assert "chun_quan_dai_yao" in _fans(_score("123789m123p99p111s", "9p"))


def test_hun_lao_tou_stacks_with_peng_peng_hu() -> None:
    fans = _fans(_score("999p111s11222z", "2z", "pon:111m"))
    assert fans["peng_peng_hu"] == 2 and fans["hun_lao_tou"] == 2


@pytest.mark.parametrize(
    ("win", "situation", "expected"),
    [
        pytest.param("1z", RON, "si_an_ke", id="ron-on-the-pair-keeps-four"),
        pytest.param("7s", TSUMO, "si_an_ke", id="self-draw"),
        pytest.param("7s", RON, "san_an_ke", id="ron-completes-a-triplet"),
        pytest.param("7s", ROB_KONG, "si_an_ke", id="rob-kong-as-self-draw"),
    ],
)
def test_concealed_triplets_and_the_discard(
    win: str, situation: WinSituation, expected: str
) -> None:
    assert expected in _score("111m333p555777s11z", win, situation=situation).award_ids


def test_san_an_ke_lost_to_a_discard() -> None:
    assert "san_an_ke" not in _score("222m444p666s789m11z", "6s").award_ids
    assert "san_an_ke" in _score("222m444p666s789m11z", "6s", situation=TSUMO).award_ids


def test_concealed_kong_keeps_men_qing_and_counts_as_concealed() -> None:
    fans = _fans(_score("222m444p789m11z", "1z", "concealed_kong:6666s"))
    assert "men_qing" in fans and "san_an_ke" in fans


def test_added_kong_is_open() -> None:
    fans = _fans(_score("222m444p789m11z", "1z", "added_kong:6666s"))
    assert "men_qing" not in fans and "san_an_ke" not in fans


@pytest.mark.parametrize(
    ("hand", "win", "ping_hu"),
    [
        pytest.param("123m456p789s345s55m", "3s", True, id="two-sided-low"),
        pytest.param("123m456p789s345s55m", "6p", True, id="two-sided-high"),
        pytest.param("123m456p789s345s55m", "3m", False, id="edge-12-3"),
        pytest.param("123m456p789s345s55m", "7s", False, id="edge-89-7"),
        pytest.param("123m456p789s345s55m", "5p", False, id="closed"),
        pytest.param("123m456p789s345s55m", "5m", False, id="pair"),
        pytest.param("123345m456p789s55s", "3m", True, id="edge-or-two-sided-best-kept"),
    ],
)
def test_ping_hu_needs_a_two_sided_wait(hand: str, win: str, ping_hu: bool) -> None:
    assert ("ping_hu" in _score(hand, win).award_ids) is ping_hu


def test_ping_hu_allows_chi() -> None:
    assert "ping_hu" in _score("456p789s345s55m", "3s", "chi:123m").award_ids


def test_rob_kong_counts_as_self_draw() -> None:
    result = _score("123m456p789s345s11z", "3s", situation=ROB_KONG)
    assert "men_qing_zi_mo" in result.award_ids


@pytest.mark.parametrize(
    ("melds", "flowers", "expected"),
    [
        pytest.param((), "1z", 2, id="a-pair"),
        pytest.param((), "1z1z", 4, id="one-kind-shown-twice"),
        pytest.param((), "1z3s", 3, id="two-kinds"),
        pytest.param(("kong:2222p",), "2p", 4, id="a-kong-counts-four"),
        pytest.param(("pon:777z",), "7z1z", 5, id="pon-and-pair"),
    ],
)
def test_hua_pai_counts_copies_per_indicator(
    melds: tuple[str, ...], flowers: str, expected: int
) -> None:
    concealed = "123m456p789s11z" if melds else "123m456p789s345s11z"
    result = _score(concealed, "1z", *melds, flowers=flowers)
    assert _fans(result)["hua_pai"] == expected


@pytest.mark.parametrize(
    ("dealer", "win_by", "expected"),
    [
        pytest.param(True, WinBy.TSUMO, "tian_he", id="dealer-self-draw"),
        pytest.param(False, WinBy.RON, "di_he", id="non-dealer-ron"),
        pytest.param(False, WinBy.TSUMO, "ren_he", id="non-dealer-self-draw"),
        pytest.param(True, WinBy.RON, None, id="dealer-ron"),
    ],
)
def test_heaven_earth_and_man(dealer: bool, win_by: WinBy, expected: str | None) -> None:
    situation = WinSituation(win_by=win_by, dealer=dealer, first_turn=True)
    result = _score("123m456p789s345s11z", "3s", situation=situation)
    blessings = {"tian_he", "di_he", "ren_he"} & set(result.award_ids)
    assert blessings == ({expected} if expected else set())


def test_thirteen_fan_cap_keeps_the_fans() -> None:
    situation = WinSituation(declared_ready=True, ready_first_turn=True)
    result = _score("12345678912355m", "5m", situation=situation, flowers="5m")
    assert sum(f.fan for f in result.fans) >= 13
    assert (result.total_fan, result.points, result.yakuman_multiplier) == (13, 10_000, 0)
    assert result.yakuman == ()


@pytest.mark.parametrize(
    ("example", "tier", "multiplier", "points"),
    [
        pytest.param(Example("111m333p555777s11z", "7s"), 13, 1, 10_000, id="13"),
        pytest.param(Example("123m11555666777z", "1z", situation=RON), 32, 2, 20_000, id="32"),
        pytest.param(Example("19m19p19s12345677z", "7z"), 64, 4, 40_000, id="64"),
    ],
)
def test_yakuman_tiers(example: Example, tier: int, multiplier: int, points: int) -> None:
    result = score(example)
    assert result.fans == ()
    assert (result.total_fan, result.yakuman_multiplier, result.points) == (
        tier,
        multiplier,
        points,
    )


def test_several_yakuman_listed_points_from_the_highest() -> None:
    situation = WinSituation(dealer=True, first_turn=True)
    result = _score("111m333p555777s11z", "7s", situation=situation)
    assert [y.id for y in result.yakuman] == ["si_an_ke", "tian_he"]
    assert (result.total_fan, result.points) == (32, 20_000)


def test_yakuman_excludes_every_fan() -> None:
    result = _score("111m333p555777s11z", "7s", situation=TSUMO, flowers="1z")
    assert result.fans == () and [y.id for y in result.yakuman] == ["si_an_ke"]


@pytest.mark.parametrize(
    ("fan", "points"),
    [(1, 100), (2, 300), (3, 600), (4, 1000), (5, 1500), (6, 2100), (7, 2800), (8, 3600),
     (9, 4500), (10, 5500), (11, 6600), (12, 7800), (13, 10_000), (20, 10_000)],
)  # fmt: skip
def test_fan_points_table(fan: int, points: int) -> None:
    assert fan_points(fan) == points


@pytest.mark.parametrize(("tier", "multiplier"), [(13, 1), (32, 2), (64, 4)])
def test_yakuman_multiplier(tier: int, multiplier: int) -> None:
    assert yakuman_multiplier(tier) == multiplier


def test_the_best_reading_is_kept() -> None:
    big_wheels = _score("22334455667788p", "8p")
    assert big_wheels.form == "seven_pairs" and big_wheels.points == 20_000
    flush = _score("11223344556677s", "7s")
    assert flush.form == "standard"  # 两杯口 + 清一色 + 平和 + 门清 beats 七对子 + 清一色 + 门清
    assert flush.total_fan == 11


def test_equal_readings_prefer_the_standard_form() -> None:
    result = _score("22233344466688s", "6s")  # 绿一色 alone as standard and as loose green
    assert result.form == "standard" and "lv_yi_se" in result.award_ids


def test_not_a_winning_hand() -> None:
    result = score_win(parse_kinds("123m456p789s11234z"), [], parse_kinds("4z")[0], RON)
    assert not result.win and result.reason == "not a winning hand: 1 tile from ready"
    assert result.to_json() == {"win": False, "reason": result.reason}


def test_a_wrong_call_raises() -> None:
    with pytest.raises(ValueError, match="14 tiles"):
        score_win(parse_kinds("123m"), [], 0)
    pon = Meld(MeldKind.PON, (132, 133, 134), 132)
    with pytest.raises(ValueError, match="not among the concealed"):
        score_win(parse_kinds("123m456p789s11z"), [pon], 31)


def test_to_json_is_the_design_object() -> None:
    result = _score("123m456p789s345s55m", "3s", flowers="5m")
    assert result.to_json() == {
        "win": True,
        "form": "standard",
        "fans": [
            {"id": "men_qing", "name": "门清", "fan": 1},
            {"id": "ping_hu", "name": "平和", "fan": 1},
            {"id": "hua_pai", "name": "花牌", "fan": 2},
        ],
        "yakuman": [],
        "yakuman_multiplier": 0,
        "total_fan": 4,
        "points": 1000,
    }


def test_a_tie_between_readings_shows_the_named_fan_whatever_the_hash_seed() -> None:
    """123345m99p on 3m (two chows open): the 12-3 edge reading is 推倒胡, the 3-45 reading
    平和; both pay 1 fan. The named fan is shown, and the choice must not depend on Python's
    hash seed (it once came from iterating a set of enums)."""
    hand = {
        "concealed": "123345m99p",
        "melds": [{"kind": "chi", "tiles": "789s"}, {"kind": "chi", "tiles": "678p"}],
        "win_tile": "3m",
        "win_by": "ron",
    }
    shown = set()
    for hash_seed in ("0", "2", "5"):
        out = subprocess.run(
            [sys.executable, "-m", "mahjong2p", "score"],
            input=json.dumps(hand),
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
        )
        shown.add(tuple(f["id"] for f in json.loads(out.stdout)["fans"]))
    assert shown == {("ping_hu",)}


def test_a_named_13_tier_yakuman_beats_a_capped_fan_list_at_10000() -> None:
    """Issue 11 item 13: 111222333m222p22z read as four concealed triplets is 四暗刻
    (13-tier, 10,000); read as 一杯口 sequences it is a 16-fan 累计役满 (also 10,000).
    The results show the named 役满, not the capped fan list."""
    situation = WinSituation(declared_ready=True, ready_first_turn=True, last_tile=True)
    result = score(Example("111222333m222p22z", "2p", situation=situation, flowers="123m"))
    assert result.points == 10_000
    assert [y.id for y in result.yakuman] == ["si_an_ke"]
    assert result.fans == () and result.yakuman_multiplier == 1
