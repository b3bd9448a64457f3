"""The 72-tile 国标 table and its results in the 欢乐豆 mode: key → (zh-CN, en)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    # ---------------------------------------------------------------- table
    "gb.hud.rate": ("底分", "Rate"),
    "gb.hud.beans": ("我的豆", "Your beans"),
    "gb.hud.cpu_beans": ("电脑", "CPU"),
    "gb.hud.dealing": ("发牌中", "Dealing"),
    "gb.hud.rules": ("{n}番起和 · {m}分封顶", "Min {n} fan · cap {m}"),
    "gb.flowers": ("花牌 ×{n}", "Flowers ×{n}"),
    "gb.log.flower": ("{who} 补花 {tile}", "{who} flower {tile}"),
    "gb.cutin.fan": ("{n}番", "{n} fan"),
    "gb.hint.legend": ("剩余 · 赢豆 自摸/点和 · —不足{n}番", "left · beans self/ron · — <{n} fan"),
    # ---------------------------------------------------------------- menu and 逃跑
    "gb.menu.title": ("菜单", "Menu"),
    "gb.menu.resume": ("继续对局", "Keep playing"),
    "gb.menu.settings": ("设置", "Settings"),
    "gb.menu.escape": ("逃跑离开 (-{n})", "Leave (-{n} beans)"),
    "gb.menu.leave": ("离开牌桌", "Leave the table"),
    "gb.menu.formula": ("{n}分 × 底分{rate}", "{n} points × rate {rate}"),
    "gb.menu.escape_note": (
        "对局中离开算逃跑：扣除 {n} 欢乐豆（{formula}）",
        "Leaving mid-hand is an escape: {n} beans ({formula})",
    ),
    "gb.menu.free_note": ("本局已结束，离开不扣欢乐豆", "The hand is over: leaving is free"),
    "gb.menu.confirm_title": ("确定逃跑？", "Really leave?"),
    "gb.menu.escape_confirm": ("确定逃跑，扣除 {n}", "Leave and pay {n}"),
    "gb.menu.cancel": ("取消", "Cancel"),
    # ---------------------------------------------------------------- results
    "gb.results.draw_note": ("牌墙摸完，无人和牌：不输不赢", "The wall ran out: no beans move"),
    "gb.results.no_flowers": ("无花牌", "No flowers"),
    "gb.results.fan_value": ("{n}番 ×{c} = {t}", "{n} fan ×{c} = {t}"),
    "gb.results.more_fans": ("另有{n}种番 共{t}番", "{n} more fans, {t} fan"),
    "gb.results.total": ("合计 {n}番（不计花 {f}番）", "Total {n} fan ({f} without flowers)"),
    "gb.results.points": ("{p}分", "{p} points"),
    "gb.results.points_capped": ("封顶 {p}分", "Capped: {p} points"),
    "gb.results.settlement": ("结算", "Settlement"),
    "gb.results.formula": ("{p}分 × {m}（{by}）× 底分{rate}", "{p} pts × {m} ({by}) × rate {rate}"),
    "gb.results.no_payment": ("荒牌不结算", "No settlement on a drawn hand"),
    "gb.results.paid_all": ("欢乐豆不足，付出全部 {n}", "Not enough beans: paid all {n}"),
    "gb.results.your_beans": ("我的欢乐豆", "Your beans"),
    "gb.results.cpu_beans": ("电脑的欢乐豆", "CPU's beans"),
    "gb.results.next": ("下一局", "Next hand"),
    "gb.results.change_room": ("换房间", "Change room"),
    "gb.results.keys": (
        "Enter 下一局 · R 回放 · C 换房间 · Esc 返回标题",
        "Enter next hand · R replay · C change room · Esc title",
    ),
    "gb.results.must_move": (
        "欢乐豆低于本场入场 {n}，请换房间",
        "Below this room's entry of {n}: choose another room",
    ),
}
