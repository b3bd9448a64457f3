"""The 国标 fan table (RULES.md B5): the fans this tile set can make, highest first, with
the official non-repeat rules (不计) as data.

``replaces`` lists the fans a fan implies or excludes — 大四喜 不计 碰碰和 … — and the
table is walked chained (:class:`~mahjong2p.rules.scoring.award.FanTable`): a fan that is
not counted implies nothing, so 四暗刻 replacing 不求人 leaves its 自摸. What the sets
decide among themselves (不得相同, 套算一次) is in :mod:`.chows` and :mod:`.pungs`;
幺九刻 leaves out the winds that 三风刻, 圈风刻 and 门风刻 count. The rows follow the
official order (and the oracle's), so each ``replaces`` points down the table. 花牌 is
not in the table: it is added after 起和 is judged.
"""

from __future__ import annotations

from mahjong2p.rules.gb.scoring.context import GbContext
from mahjong2p.rules.gb.scoring.fans import (
    an_gang,
    bian_zhang,
    bu_qiu_ren,
    da_san_yuan,
    da_si_xi,
    da_yu_wu,
    dan_diao_jiang,
    duan_yao,
    gang_shang_kai_hua,
    hai_di_lao_yue,
    he_jue_zhang,
    hua_pai,
    hun_yao_jiu,
    hun_yi_se,
    jian_ke,
    jiu_lian_bao_deng,
    kan_zhang,
    lao_shao_fu,
    lian_liu,
    lian_qi_dui,
    men_feng_ke,
    men_qian_qing,
    miao_shou_hui_chun,
    ming_an_gang,
    ming_gang,
    peng_peng_he,
    ping_he,
    qi_dui,
    qiang_gang_he,
    qing_long,
    qing_yi_se,
    quan_dai_yao,
    quan_feng_ke,
    quan_qiu_ren,
    san_an_ke,
    san_feng_ke,
    san_gang,
    shuang_an_gang,
    shuang_an_ke,
    shuang_jian_ke,
    shuang_ming_gang,
    si_an_ke,
    si_gang,
    si_gui_yi,
    xiao_san_yuan,
    xiao_si_xi,
    xiao_yu_wu,
    yao_jiu_ke,
    yi_ban_gao,
    yi_se_san_bu_gao,
    yi_se_san_jie_gao,
    yi_se_san_tong_shun,
    yi_se_shuang_long_hui,
    yi_se_si_bu_gao,
    yi_se_si_jie_gao,
    yi_se_si_tong_shun,
    zi_mo,
    zi_yi_se,
)
from mahjong2p.rules.scoring.registry import Entry
from mahjong2p.rules.scoring.spec import FanSpec

GB_FANS: tuple[Entry, ...] = (
    Entry(
        da_si_xi.SPEC,
        replaces=("all_pungs", "pung_of_terminals_or_honors", "prevalent_wind", "seat_wind"),
    ),
    Entry(da_san_yuan.SPEC, replaces=("dragon_pung",)),
    Entry(jiu_lian_bao_deng.SPEC),
    Entry(si_gang.SPEC, replaces=("all_pungs", "single_wait")),
    Entry(lian_qi_dui.SPEC),
    Entry(xiao_si_xi.SPEC, replaces=("big_three_winds", "pung_of_terminals_or_honors")),
    Entry(xiao_san_yuan.SPEC, replaces=("two_dragons_pungs", "dragon_pung")),
    Entry(
        zi_yi_se.SPEC,
        replaces=(
            "all_terminals_and_honors",
            "all_pungs",
            "outside_hand",
            "pung_of_terminals_or_honors",
        ),
    ),
    Entry(si_an_ke.SPEC, replaces=("all_pungs", "fully_concealed_hand", "concealed_hand")),
    Entry(yi_se_shuang_long_hui.SPEC, replaces=("full_flush", "all_chows")),
    Entry(yi_se_si_tong_shun.SPEC, replaces=("tile_hog",)),
    Entry(yi_se_si_jie_gao.SPEC, replaces=("all_pungs",)),
    Entry(yi_se_si_bu_gao.SPEC),
    Entry(san_gang.SPEC),
    Entry(hun_yao_jiu.SPEC, replaces=("all_pungs", "outside_hand", "pung_of_terminals_or_honors")),
    Entry(qi_dui.SPEC),
    Entry(qing_yi_se.SPEC),
    Entry(yi_se_san_tong_shun.SPEC),
    Entry(yi_se_san_jie_gao.SPEC),
    Entry(qing_long.SPEC),
    Entry(yi_se_san_bu_gao.SPEC),
    Entry(san_an_ke.SPEC),
    Entry(da_yu_wu.SPEC),
    Entry(xiao_yu_wu.SPEC),
    Entry(san_feng_ke.SPEC),
    Entry(miao_shou_hui_chun.SPEC, replaces=("self_drawn",)),
    Entry(hai_di_lao_yue.SPEC),
    Entry(gang_shang_kai_hua.SPEC, replaces=("self_drawn",)),
    Entry(qiang_gang_he.SPEC, replaces=("last_tile",)),
    Entry(peng_peng_he.SPEC),
    Entry(hun_yi_se.SPEC),
    Entry(quan_qiu_ren.SPEC, replaces=("single_wait",)),
    Entry(shuang_an_gang.SPEC, replaces=("two_concealed_pungs",)),
    Entry(shuang_jian_ke.SPEC, replaces=("dragon_pung",)),
    Entry(ming_an_gang.SPEC),
    Entry(quan_dai_yao.SPEC),
    Entry(bu_qiu_ren.SPEC, replaces=("self_drawn",)),
    Entry(shuang_ming_gang.SPEC),
    Entry(he_jue_zhang.SPEC),
    Entry(jian_ke.SPEC),
    Entry(quan_feng_ke.SPEC),
    Entry(men_feng_ke.SPEC),
    Entry(men_qian_qing.SPEC),
    Entry(ping_he.SPEC),
    Entry(si_gui_yi.SPEC),
    Entry(shuang_an_ke.SPEC),
    Entry(an_gang.SPEC),
    Entry(duan_yao.SPEC),
    Entry(yi_ban_gao.SPEC),
    Entry(lian_liu.SPEC),
    Entry(lao_shao_fu.SPEC),
    Entry(yao_jiu_ke.SPEC),
    Entry(ming_gang.SPEC),
    Entry(bian_zhang.SPEC),
    Entry(kan_zhang.SPEC),
    Entry(dan_diao_jiang.SPEC),
    Entry(zi_mo.SPEC),
)

FLOWER_TILES: FanSpec[GbContext] = hua_pai.SPEC
GB_SPECS: dict[str, FanSpec[GbContext]] = {entry.spec.id: entry.spec for entry in GB_FANS} | {
    FLOWER_TILES.id: FLOWER_TILES
}
