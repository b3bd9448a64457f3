"""Title, stage select and settings: key → (zh-CN, en)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "app.caption": ("二人麻将 · Mahjong for Two", "二人麻将 · Mahjong for Two"),
    # ---------------------------------------------------------------- title
    "title.name": ("二人麻将", "Mahjong for Two"),
    "title.subtitle": ("街机版 · 人机对战", "Arcade · You vs. CPU"),
    "title.start": ("开始游戏", "Start"),
    "title.continue": ("继续游戏", "Continue"),
    "title.high_scores": ("排行榜", "High Scores"),
    "title.settings": ("设置", "Settings"),
    "title.quit": ("退出", "Quit"),
    "title.quit_confirm": ("再按一次退出", "Press again to quit"),
    "title.no_save": ("暂无存档", "No saved game yet"),
    "title.encyclopedia": ("番种图鉴", "Fan Encyclopedia"),
    "title.replays": ("牌谱回放", "Replays"),
    "title.demo": ("演示中 · 按任意键返回菜单", "DEMO PLAY · press any key"),
    "title.keys": (
        "↑↓ 选择 · Enter 确定 · F11 全屏 · M 静音",
        "↑↓ select · Enter confirm · F11 fullscreen · M mute",
    ),
    # ---------------------------------------------------------------- level select
    "level.title": ("选择关卡", "Select a Stage"),
    "level.stage": ("第{n}关", "Stage {n}"),
    # the stages' own names: "…场" names are the 欢乐豆 rooms' (i18n/text/beans.py)
    "level.name.1": ("初出茅庐", "First Steps"),
    "level.name.2": ("渐入佳境", "Into Stride"),
    "level.name.3": ("高手过招", "Clash of Experts"),
    "level.name.4": ("雀神之巅", "Mahjong God's Peak"),
    "level.feature.1": ("三连庄拍分", "Triple-dealer bonus"),
    "level.feature.2": (
        "起始换牌 · 五张海底摸牌 · 道具商店",
        "Opening swap · 5 seabed draws · Item shop",
    ),
    "level.feature.3": ("搓牌 · 刻子换牌 · 大出血", "Pick a tile · Triplet offer · Big deals"),
    "level.feature.4": ("役满型配牌大出血", "Yakuman-shaped deals"),
    "level.bet": ("押分 {bet}", "Bet {bet}"),
    "level.target": ("目标 {target}", "Target {target}"),
    "level.locked": ("未解锁", "Locked"),
    "level.back": ("返回", "Back"),
    "level.keys": ("←→ 选择 · Enter 开始 · Esc 返回", "←→ select · Enter play · Esc back"),
    # ---------------------------------------------------------------- settings
    "settings.title": ("设置", "Settings"),
    "settings.language": ("语言", "Language"),
    "settings.lang.zh": ("中文", "中文"),
    "settings.lang.en": ("English", "English"),
    "settings.timer": ("出牌计时", "Turn timer"),
    "settings.fullscreen": ("全屏", "Fullscreen"),
    "settings.music": ("音乐音量", "Music volume"),
    "settings.effects": ("音效音量", "Effects volume"),
    "settings.mute": ("静音", "Mute"),
    "settings.speed": ("动画速度", "Animation speed"),
    "settings.speed.normal": ("正常", "Normal"),
    "settings.speed.fast": ("快速", "Fast"),
    "settings.speed.instant": ("瞬间", "Instant"),
    "settings.encyclopedia": ("番种图鉴", "Fan encyclopedia"),
    "ui.row": ("{name}：{value}", "{name}: {value}"),
    "settings.on": ("开", "On"),
    "settings.off": ("关", "Off"),
    "settings.resume": ("继续", "Resume"),
    "settings.to_title": ("返回标题", "Quit to title"),
    "settings.back": ("返回", "Back"),
    "settings.keys": (
        "↑↓ 选择 · ←→ 调整 · Enter 确定 · Esc 返回",
        "↑↓ select · ←→ adjust · Enter confirm · Esc back",
    ),
}
