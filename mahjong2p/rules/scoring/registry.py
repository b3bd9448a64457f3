"""The fan table: every fan and 役满 in RULES.md A7 order, with the exclusions as data.

The scorer walks these two tables with one loop (:mod:`.award`); a fan's own module says
when it applies, and only this table says what it replaces. A second rule set (RULES.md
Part B) would bring its own tables.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong2p.rules.scoring.fans import (
    chun_quan_dai_yao,
    duan_yao_jiu,
    gang_shang_kai_hua,
    hai_di_lao_yue,
    he_di_lao_yu,
    he_di_lao_yue,
    hua_pai,
    hun_lao_tou,
    hun_quan_dai_yao,
    hun_yi_se,
    liang_bei_kou,
    long_qi_dui,
    men_qing,
    men_qing_bao_ting,
    men_qing_zi_mo,
    peng_peng_hu,
    ping_hu,
    qi_dui_zi,
    qing_yi_se,
    san_an_ke,
    san_lian_ke,
    san_se_tong_ke,
    san_se_tong_shun,
    tian_ting,
    tui_dao_hu,
    xiao_san_yuan,
    yi_bei_kou,
    yi_qi_tong_guan,
)
from mahjong2p.rules.scoring.spec import FanSpec
from mahjong2p.rules.scoring.yakuman import (
    bai_wan_shi,
    da_che_lun,
    da_san_yuan,
    da_si_xi,
    di_he,
    dong_bei_xin_gan_xian,
    guo_shi_wu_shuang,
    hong_kong_que,
    jiu_lian_bao_deng,
    lv_yi_se,
    qing_lao_tou,
    ren_he,
    si_an_ke,
    si_gang_zi,
    si_lian_ke,
    tian_he,
    xiao_si_xi,
    zi_yi_se,
)


@dataclass(frozen=True)
class Entry:
    """One row of a fan table.

    ``replaces``: ids dropped when this fan applies. ``fallback``: kept only when no other
    fan applies (推倒胡). ``extra``: never counts as "another fan" for a fallback (花牌).
    """

    spec: FanSpec
    replaces: tuple[str, ...] = ()
    fallback: bool = False
    extra: bool = False


FANS: tuple[Entry, ...] = (
    Entry(tui_dao_hu.SPEC, fallback=True),
    Entry(men_qing.SPEC),
    Entry(men_qing_bao_ting.SPEC),
    Entry(tian_ting.SPEC, replaces=("men_qing_bao_ting",)),
    Entry(ping_hu.SPEC),
    Entry(duan_yao_jiu.SPEC),
    Entry(men_qing_zi_mo.SPEC),
    Entry(hua_pai.SPEC, extra=True),
    Entry(yi_bei_kou.SPEC),
    Entry(liang_bei_kou.SPEC, replaces=("yi_bei_kou",)),
    Entry(qi_dui_zi.SPEC),
    Entry(long_qi_dui.SPEC, replaces=("qi_dui_zi",)),
    Entry(peng_peng_hu.SPEC),
    Entry(san_se_tong_shun.SPEC),
    Entry(san_an_ke.SPEC),
    Entry(san_lian_ke.SPEC),
    Entry(san_se_tong_ke.SPEC),
    Entry(hun_quan_dai_yao.SPEC),
    Entry(chun_quan_dai_yao.SPEC),
    Entry(hun_lao_tou.SPEC),
    Entry(hun_yi_se.SPEC),
    Entry(qing_yi_se.SPEC),
    Entry(xiao_san_yuan.SPEC),
    Entry(yi_qi_tong_guan.SPEC),
    Entry(gang_shang_kai_hua.SPEC),
    Entry(he_di_lao_yue.SPEC),
    Entry(he_di_lao_yu.SPEC),
    Entry(hai_di_lao_yue.SPEC),
)

# 役满 never combine with the fans above; every pattern present is listed (RULES.md A7).
YAKUMAN: tuple[Entry, ...] = (
    Entry(xiao_si_xi.SPEC),
    Entry(di_he.SPEC),
    Entry(ren_he.SPEC),
    Entry(si_an_ke.SPEC),
    Entry(tian_he.SPEC),
    Entry(da_che_lun.SPEC),
    Entry(bai_wan_shi.SPEC),
    Entry(si_lian_ke.SPEC),
    Entry(zi_yi_se.SPEC),
    Entry(da_san_yuan.SPEC),
    Entry(qing_lao_tou.SPEC),
    Entry(si_gang_zi.SPEC),
    Entry(lv_yi_se.SPEC),
    Entry(hong_kong_que.SPEC),
    Entry(da_si_xi.SPEC),
    Entry(jiu_lian_bao_deng.SPEC),
    Entry(guo_shi_wu_shuang.SPEC),
    Entry(dong_bei_xin_gan_xian.SPEC),
)

SPECS: dict[str, FanSpec] = {entry.spec.id: entry.spec for entry in FANS + YAKUMAN}
