"""Every fan and 役满: its example scores it, more hands score it, and a near-miss does not."""

from __future__ import annotations

import pytest

from mahjong2p.rules.scoring import FANS, SPECS, YAKUMAN, Example, WinBy, WinSituation
from mahjong2p.rules.scoring import score_example as score

RON = WinSituation(win_by=WinBy.RON)
TSUMO = WinSituation()


def ron(**flags: bool) -> WinSituation:
    return WinSituation(win_by=WinBy.RON, **flags)


ALL_IDS = [entry.spec.id for entry in FANS + YAKUMAN]


@pytest.mark.parametrize("fan_id", ALL_IDS)
def test_the_example_scores_its_fan(fan_id: str) -> None:
    result = score(SPECS[fan_id].example)
    assert result.win
    assert fan_id in result.award_ids


def _hand(concealed: str, win: str, *melds: str, situation: WinSituation = RON) -> Example:
    return Example(concealed, win, melds=melds, situation=situation)


# More hands where the fan applies, beyond each fan's own example.
APPLIES = [
    pytest.param(
        "men_qing",
        _hand("123m456p789s11z", "1z", "concealed_kong:5555s"),
        id="concealed-kong-keeps-men-qing",
    ),
    pytest.param("ping_hu", _hand("456p789s345s55m", "3s", "chi:123m"), id="ping-hu-with-chi"),
    pytest.param("ping_hu", _hand("123345m456p789s55s", "3m"), id="ping-hu-one-place-of-two"),
    pytest.param(
        "duan_yao_jiu", _hand("22345m678p", "5m", "pon:222s", "chi:456s"), id="open-tanyao"
    ),
    pytest.param(
        "men_qing_zi_mo",
        _hand("123m456p789s345s11z", "3s", situation=WinSituation(win_by=WinBy.ROB_KONG)),
        id="rob-kong-is-self-draw",
    ),
    pytest.param("yi_bei_kou", _hand("456p789s11z", "1z", "chi:123m", "chi:123m"), id="two-chi"),
    pytest.param(
        "liang_bei_kou",
        _hand("112233m55p", "5p", "chi:123m", "chi:123m"),
        id="four-identical-sequences",
    ),
    pytest.param(
        "qi_dui_zi", _hand("111133m5577p99s11z", "3m"), id="four-identical-not-on-the-win"
    ),
    pytest.param(
        "peng_peng_hu",
        _hand("22m", "2m", "pon:111z", "kong:9999p", "pon:555s", "added_kong:7777m"),
        id="open-with-kongs",
    ),
    pytest.param(
        "san_an_ke",
        _hand("222m444p789m11z", "1z", "concealed_kong:6666s"),
        id="concealed-kong-is-concealed",
    ),
    pytest.param("san_an_ke", _hand("222m444p666s789m11z", "7m"), id="ron-on-a-sequence"),
    pytest.param(
        "hun_lao_tou", _hand("999p11122z", "2z", "pon:111m", "pon:111s"), id="open-hun-lao-tou"
    ),
    pytest.param(
        "xiao_san_yuan",
        _hand("456p55z", "5z", "pon:666z", "kong:7777z", "chi:123m"),
        id="open-xiao-san-yuan",
    ),
    pytest.param(
        "hua_pai",
        Example("123m456p789s345s11z", "3s", situation=RON, flowers="1z2z"),
        id="one-indicator-matching",
    ),
    pytest.param("si_an_ke", _hand("111m333p555777s11z", "1z"), id="single-wait-ron"),
    pytest.param(
        "si_an_ke", _hand("111m333p555s11z", "1z", "concealed_kong:7777s"), id="with-concealed-kong"
    ),
    pytest.param("da_che_lun", _hand("22334455667788m", "5m"), id="characters"),
    pytest.param("lv_yi_se", _hand("234s234s666s888s66z", "6z"), id="standard-shape"),
    pytest.param("jiu_lian_bao_deng", _hand("11112345678999p", "1p"), id="won-on-a-terminal"),
    pytest.param(
        "guo_shi_wu_shuang",
        _hand("119m19p19s1234567z", "1m", situation=TSUMO),
        id="thirteen-sided-or-not",
    ),
]


@pytest.mark.parametrize(("fan_id", "example"), APPLIES)
def test_fan_applies(fan_id: str, example: Example) -> None:
    result = score(example)
    assert fan_id in result.award_ids, result


# A winning hand close to each pattern that must not score it.
NEAR_MISSES = [
    pytest.param(
        "tui_dao_hu", _hand("456p678s345s55m", "5m", "chi:234m"), id="tui-dao-hu-open-tanyao"
    ),
    pytest.param(
        "tui_dao_hu",
        _hand("456p345789s11z", "4p", "chi:123m", situation=WinSituation(last_tile=True)),
        id="tui-dao-hu-situation-fan",
    ),
    pytest.param(
        "men_qing", _hand("456p789s345s11z", "3s", "added_kong:1111m"), id="men-qing-added-kong"
    ),
    pytest.param(
        "men_qing_bao_ting",
        _hand("456p789s345s11z", "3s", "pon:111m", situation=ron(declared_ready=True)),
        id="bao-ting-open",
    ),
    pytest.param(
        "men_qing_bao_ting",
        _hand(
            "123m456p789s345s11z", "3s", situation=ron(declared_ready=True, ready_first_turn=True)
        ),
        id="bao-ting-is-tian-ting",
    ),
    pytest.param(
        "tian_ting",
        _hand("123m456p789s345s11z", "3s", situation=ron(ready_first_turn=True)),
        id="tian-ting-not-declared",
    ),
    pytest.param("ping_hu", _hand("123m456p789s345s55m", "3m"), id="ping-hu-edge"),
    pytest.param("ping_hu", _hand("123m456p789s345s55m", "5m"), id="ping-hu-pair"),
    pytest.param("ping_hu", _hand("123m456p789s345s55m", "8s"), id="ping-hu-closed"),
    pytest.param("ping_hu", _hand("123m456p789s345s11z", "3s"), id="ping-hu-honour-pair"),
    pytest.param(
        "duan_yao_jiu", _hand("234m456p345s55m", "5m", "pon:999s"), id="tanyao-terminal-in-meld"
    ),
    pytest.param("men_qing_zi_mo", _hand("123m456p789s345s11z", "3s"), id="zi-mo-ron"),
    pytest.param(
        "men_qing_zi_mo",
        _hand("456p789s345s11z", "3s", "chi:123m", situation=TSUMO),
        id="zi-mo-open",
    ),
    pytest.param(
        "hua_pai",
        Example("123m456p789s345s11z", "3s", situation=RON, flowers="5z"),
        id="hua-pai-kind-not-held",
    ),
    pytest.param("yi_bei_kou", _hand("123234m456p789s11z", "1z"), id="yi-bei-kou-shifted"),
    pytest.param("yi_bei_kou", _hand("112233m445566p11z", "1z"), id="yi-bei-kou-is-liang-bei-kou"),
    pytest.param("liang_bei_kou", _hand("112233m456789p11z", "1z"), id="liang-bei-kou-one-pair"),
    pytest.param("qi_dui_zi", _hand("111133m5577p99s11z", "1m"), id="qi-dui-zi-is-long-qi-dui"),
    pytest.param("long_qi_dui", _hand("111133m5577p99s11z", "3m"), id="long-qi-dui-not-on-fourth"),
    pytest.param(
        "peng_peng_hu", _hand("444p777s789m11z", "1z", "pon:222m"), id="peng-peng-hu-one-sequence"
    ),
    pytest.param("san_se_tong_shun", _hand("345789m345p456s11z", "1z"), id="san-se-shifted"),
    pytest.param(
        "san_an_ke", _hand("222m444p666s789m11z", "6s"), id="san-an-ke-ron-completes-triplet"
    ),
    pytest.param("san_an_ke", _hand("444p666s789m11z", "1z", "pon:222m"), id="san-an-ke-pon"),
    pytest.param("san_lian_ke", _hand("444555777p789m11z", "1z"), id="san-lian-ke-gap"),
    pytest.param(
        "san_se_tong_ke", _hand("333m333p444s789m11z", "1z"), id="san-se-tong-ke-off-by-one"
    ),
    pytest.param(
        "hun_quan_dai_yao", _hand("999p111s11777z", "7z", "pon:111m"), id="hun-quan-no-sequence"
    ),
    pytest.param("hun_quan_dai_yao", _hand("123m456p123s11777z", "1z"), id="hun-quan-middle-set"),
    pytest.param("chun_quan_dai_yao", _hand("123m789p123s11777z", "1z"), id="chun-quan-honours"),
    pytest.param("chun_quan_dai_yao", _hand("123789m123p456s11s", "1s"), id="chun-quan-middle-set"),
    pytest.param("hun_lao_tou", _hand("123m789p123s11777z", "1z"), id="hun-lao-tou-sequences"),
    pytest.param("hun_yi_se", _hand("11123456778999m", "2m"), id="hun-yi-se-no-honours"),
    pytest.param("qing_yi_se", _hand("234456888m11222z", "2z"), id="qing-yi-se-honours"),
    pytest.param("qing_yi_se", _hand("123456789m456p55m", "5m"), id="qing-yi-se-two-suits"),
    pytest.param("xiao_san_yuan", _hand("123m456p11666777z", "1z"), id="xiao-san-yuan-wind-pair"),
    pytest.param("yi_qi_tong_guan", _hand("123789m456p456s11z", "1z"), id="yi-qi-two-suits"),
    pytest.param(
        "gang_shang_kai_hua",
        _hand("123m456m789s11z", "1z", "kong:1111p", situation=ron(after_kong=True)),
        id="kai-hua-ron",
    ),
    pytest.param(
        "he_di_lao_yue",
        _hand("123m456p789s345s11z", "3s", situation=ron(last_tile=True)),
        id="lao-yue-ron",
    ),
    pytest.param(
        "he_di_lao_yu",
        _hand("123m456p789s345s11z", "3s", situation=WinSituation(last_tile=True)),
        id="lao-yu-tsumo",
    ),
    pytest.param(
        "hai_di_lao_yue",
        _hand("123m456p789s345s11z", "3s", situation=TSUMO),
        id="hai-di-plain-tsumo",
    ),
    pytest.param("xiao_si_xi", _hand("123456m11122233z", "3z"), id="xiao-si-xi-two-winds"),
    pytest.param("xiao_si_xi", _hand("11122233344455z", "5z"), id="xiao-si-xi-is-da-si-xi-shape"),
    pytest.param(
        "di_he",
        _hand("123m456p789s345s11z", "3s", situation=ron(dealer=True, first_turn=True)),
        id="di-he-dealer",
    ),
    pytest.param(
        "di_he",
        _hand("123m456p789s345s11z", "3s", situation=WinSituation(first_turn=True)),
        id="di-he-self-draw",
    ),
    pytest.param(
        "ren_he",
        _hand("123m456p789s345s11z", "3s", situation=WinSituation(dealer=True, first_turn=True)),
        id="ren-he-dealer",
    ),
    pytest.param(
        "ren_he", _hand("123m456p789s345s11z", "3s", situation=TSUMO), id="ren-he-later-turn"
    ),
    pytest.param(
        "si_an_ke", _hand("111m333p555777s11z", "7s"), id="si-an-ke-ron-completes-triplet"
    ),
    pytest.param(
        "tian_he",
        _hand("123m456p789s345s11z", "3s", situation=WinSituation(first_turn=True)),
        id="tian-he-non-dealer",
    ),
    pytest.param(
        "tian_he",
        _hand("123m456p789s345s11z", "3s", situation=ron(dealer=True, first_turn=True)),
        id="tian-he-ron",
    ),
    pytest.param("da_che_lun", _hand("11223344556677p", "7p"), id="da-che-lun-terminal"),
    pytest.param("bai_wan_shi", _hand("11123456778999m", "2m"), id="bai-wan-shi-under-100"),
    pytest.param("bai_wan_shi", _hand("77778888999955p", "5p"), id="bai-wan-shi-dots"),
    pytest.param("si_lian_ke", _hand("444555666p11z", "1z", "pon:222p"), id="si-lian-ke-gap"),
    pytest.param("zi_yi_se", _hand("11223344556677z", "7z"), id="zi-yi-se-seven-pairs"),
    pytest.param("da_san_yuan", _hand("123m456p55666777z", "5z"), id="da-san-yuan-pair"),
    pytest.param(
        "qing_lao_tou",
        _hand("999p111s11z", "1z", "pon:111m", "pon:999s"),
        id="qing-lao-tou-honour-pair",
    ),
    pytest.param(
        "si_gang_zi",
        _hand("55p", "5p", "kong:1111m", "kong:2222p", "concealed_kong:3333s", "pon:444s"),
        id="si-gang-zi-three-kongs",
    ),
    pytest.param("lv_yi_se", _hand("123m22234666888s", "1m"), id="lv-yi-se-one-sequence-not-green"),
    pytest.param(
        "hong_kong_que", _hand("111777999s33s", "3s", "pon:555s"), id="hong-kong-que-green-pair"
    ),
    pytest.param("da_si_xi", _hand("123m11122233344z", "4z"), id="da-si-xi-wind-pair"),
    pytest.param("jiu_lian_bao_deng", _hand("11123455678999m", "1m"), id="jiu-lian-not-nine-sided"),
    pytest.param("jiu_lian_bao_deng", _hand("11123456789999m", "5m"), id="jiu-lian-other-shape"),
    pytest.param(
        "guo_shi_wu_shuang",
        _hand("999p11122z", "2z", "pon:111m", "pon:111s"),
        id="guo-shi-terminals-and-honours",
    ),
    pytest.param("dong_bei_xin_gan_xian", _hand("123456789m11133z", "3z"), id="dong-bei-west-pair"),
    pytest.param(
        "dong_bei_xin_gan_xian", _hand("123456p789m11144z", "4z"), id="dong-bei-no-straight"
    ),
]


@pytest.mark.parametrize(("fan_id", "example"), NEAR_MISSES)
def test_near_miss_does_not_score(fan_id: str, example: Example) -> None:
    result = score(example)
    assert result.win, result.reason
    assert fan_id not in result.award_ids, result


def test_every_fan_has_a_near_miss() -> None:
    covered = {param.values[0] for param in NEAR_MISSES}
    assert covered == set(ALL_IDS)
