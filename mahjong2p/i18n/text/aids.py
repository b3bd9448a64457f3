"""The table's aids and the player's protections: the waits panel, unseen counts, safe
tiles after the CPU's 报听, context key hints, and their settings: key → (zh-CN, en)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    # ---------------------------------------------------------------- waits panel
    "aids.panel.title": ("听牌一览", "Ready options"),
    "aids.panel.legend": ("剩余张数 · 得分 自摸/点和", "tiles left · points tsumo / ron"),
    "aids.panel.discard": ("打", "Cut"),
    "aids.panel.waits": ("听", "Wait"),
    "aids.panel.more": ("另有 {n} 种打法", "{n} more"),
    "aids.strip.all": ("Tab 一览({n})", "Tab: list ({n})"),
    "aids.strip.hide": ("Tab 收起", "Tab: hide"),
    "aids.no_fan": ("无番", "no fan"),
    "aids.unseen": ("未见 {n} 张", "{n} unseen"),
    "aids.safe": ("安", "safe"),
    "aids.safe_note": (
        "电脑已报听 · 标“安”的牌必不放铳",
        "CPU is ready · tiles marked safe cannot deal in",
    ),
    "aids.confirm": ("再点一次打出", "Click again to discard"),
    # ---------------------------------------------------------------- key hints
    "keys.turn": (
        "←→ 选牌 · Enter 出牌 · Esc 菜单 · A 托管",
        "←→ select · Enter discard · Esc menu · A auto",
    ),
    "keys.call": (
        "按钮快捷键选择 · Space 过 · Esc 菜单 · A 托管",
        "Button keys choose · Space pass · Esc menu · A auto",
    ),
    "keys.choice": (
        "←→ 选择 · Enter 确定 · Esc 菜单 · A 托管",
        "←→ choose · Enter confirm · Esc menu · A auto",
    ),
    "keys.wait": ("Esc 菜单 · A 托管 · T 计时", "Esc menu · A auto · T timer"),
    "keys.replay": ("Space 暂停 · Esc 返回", "Space pause · Esc back"),
    "keys.attract": ("任意键返回菜单", "Any key: back to the menu"),
    # ---------------------------------------------------------------- settings
    "settings.auto_win": ("自动和牌", "Auto-win"),
    "settings.auto_pass": ("自动过（吃碰杠）", "Auto-pass calls"),
    "settings.confirm_discard": ("出牌二次确认", "Confirm discards"),
}
