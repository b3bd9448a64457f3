"""The fan catalogue: ids, names and values exactly as RULES.md A7, texts in both languages,
and the facts each spec declares so the scorer may skip it (``per_hand``, ``forms``,
``min_triplets``, ``min_sequences``) actually hold."""

from __future__ import annotations

import importlib
import random
from pathlib import Path

import pytest

from mahjong2p.bench.scoring import random_winning_hand
from mahjong2p.rules.decompose import Form, readings
from mahjong2p.rules.scoring import FANS, SPECS, YAKUMAN, FanSpec
from mahjong2p.rules.scoring.context import HandFacts, WinContext, win_contexts
from mahjong2p.rules.tiles import counts_of

ROOT = Path(__file__).resolve().parent.parent

# RULES.md A7, copied by hand: id → (name, fan or tier).
RULES_FANS = {
    "tui_dao_hu": ("推倒胡", 1), "men_qing": ("门清", 1), "men_qing_bao_ting": ("门清报听", 1),
    "tian_ting": ("天听", 2), "ping_hu": ("平和", 1), "duan_yao_jiu": ("断幺九", 1),
    "men_qing_zi_mo": ("门清自摸", 1), "hua_pai": ("花牌", 1), "yi_bei_kou": ("一杯口", 2),
    "liang_bei_kou": ("两杯口", 4), "qi_dui_zi": ("七对子", 3), "long_qi_dui": ("龙七对", 6),
    "peng_peng_hu": ("碰碰胡", 2), "san_se_tong_shun": ("三色同顺", 2), "san_an_ke": ("三暗刻", 2),
    "san_lian_ke": ("三连刻", 3), "san_se_tong_ke": ("三色同刻", 3),
    "hun_quan_dai_yao": ("混全带幺", 3), "chun_quan_dai_yao": ("纯全带幺", 4),
    "hun_lao_tou": ("混老头", 2), "hun_yi_se": ("混一色", 3), "qing_yi_se": ("清一色", 5),
    "xiao_san_yuan": ("小三元", 4), "yi_qi_tong_guan": ("一气通贯", 2),
    "gang_shang_kai_hua": ("杠上开花", 2), "he_di_lao_yue": ("河底捞月", 1),
    "he_di_lao_yu": ("河底捞鱼", 1), "hai_di_lao_yue": ("海底捞月", 1),
}  # fmt: skip
RULES_YAKUMAN = {
    "xiao_si_xi": ("小四喜", 13), "di_he": ("地和", 13), "ren_he": ("人和", 13),
    "si_an_ke": ("四暗刻", 13), "tian_he": ("天和", 32), "da_che_lun": ("大车轮", 32),
    "bai_wan_shi": ("百万石", 32), "si_lian_ke": ("四连刻", 32), "zi_yi_se": ("字一色", 32),
    "da_san_yuan": ("大三元", 32), "qing_lao_tou": ("清老头", 32), "si_gang_zi": ("四杠子", 64),
    "lv_yi_se": ("绿一色", 64), "hong_kong_que": ("红孔雀", 64), "da_si_xi": ("大四喜", 64),
    "jiu_lian_bao_deng": ("九莲宝灯", 64), "guo_shi_wu_shuang": ("国士无双", 64),
    "dong_bei_xin_gan_xian": ("东北新干线", 64),
}  # fmt: skip
ALL_SPECS = [entry.spec for entry in FANS + YAKUMAN]


def test_tables_match_rules_in_order() -> None:
    assert [(e.spec.id, e.spec.name, e.spec.value) for e in FANS] == [
        (fan_id, name, value) for fan_id, (name, value) in RULES_FANS.items()
    ]
    assert [(e.spec.id, e.spec.name, e.spec.value) for e in YAKUMAN] == [
        (fan_id, name, value) for fan_id, (name, value) in RULES_YAKUMAN.items()
    ]


def test_replacements_name_real_fans_of_their_table() -> None:
    for table in (FANS, YAKUMAN):
        ids = {entry.spec.id for entry in table}
        for entry in table:
            assert set(entry.replaces) <= ids - {entry.spec.id}


@pytest.mark.parametrize("spec", ALL_SPECS, ids=lambda spec: spec.id)
def test_texts_in_both_languages(spec: FanSpec) -> None:
    assert spec.name_en and spec.description_en.isascii()
    assert spec.description_zh and not spec.description_zh.isascii()
    package = "fans" if spec.id in RULES_FANS else "yakuman"
    module = importlib.import_module(f"mahjong2p.rules.scoring.{package}.{spec.id}")
    assert module.__doc__ and module.__doc__.startswith(spec.name)


def test_docs_describe_every_fan() -> None:
    text = (ROOT / "docs" / "fans.md").read_text(encoding="utf-8")
    for spec in ALL_SPECS:
        assert f"`{spec.id}`" in text and spec.name_en in text


def _hands_contexts() -> list[list[WinContext]]:
    """Contexts of every example and of generated hands, one list per hand."""
    rng = random.Random(11)
    hands = [spec.example.hand() for spec in ALL_SPECS]
    hands += [random_winning_hand(rng, closed=i % 2 == 0) for i in range(1500)]
    found = []
    for hand in hands:
        counts = counts_of(hand.concealed)
        facts = HandFacts.of(hand.concealed, counts, hand.melds, hand.win_tile, hand.situation)
        found.append([c for r in readings(counts, hand.melds) for c in win_contexts(r, facts)])
    return found


CONTEXTS = _hands_contexts()


@pytest.mark.parametrize("spec", ALL_SPECS, ids=lambda spec: spec.id)
def test_declared_shortcuts_hold(spec: FanSpec) -> None:
    for contexts in CONTEXTS:
        answers = {spec.applies(ctx) for ctx in contexts}
        if spec.per_hand:
            assert len(answers) == 1, contexts[0]
        for ctx in contexts:
            sequences = len(ctx.sequences) if ctx.form is Form.STANDARD else 0
            outside = (
                ctx.form not in spec.forms
                or len(ctx.triplets) < spec.min_triplets
                or sequences < spec.min_sequences
            )
            if outside:
                assert not spec.applies(ctx), ctx


def test_specs_are_found_by_id() -> None:
    assert list(SPECS) == [spec.id for spec in ALL_SPECS]
