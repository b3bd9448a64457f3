"""The arcade's difficulty (issue 42): its names, the one-line explanation the settings and
the stage select show, and the 排行榜's table per difficulty. The ids after
``difficulty.name.`` and ``difficulty.about.`` are those of ``levels/difficulty.toml``."""

TEXT: dict[str, tuple[str, str]] = {
    "difficulty.setting": ("闯关难度", "Arcade difficulty"),
    "difficulty.name.easy": ("简单", "Easy"),
    "difficulty.name.standard": ("标准", "Standard"),
    "difficulty.name.hard": ("困难", "Hard"),
    "difficulty.about.easy": (
        "押分低、目标近：新手也能打通全部四关",
        "Lower bets, nearer targets: a beginner can clear all four stages",
    ),
    "difficulty.about.standard": (
        "街机原味：稳扎稳打才能通关，一次失误可能满盘皆输",
        "The arcade as meant: steady play clears it, one slip can end the run",
    ),
    "difficulty.about.hard": (
        "押分高、目标远：高手也常常倒在最后一关",
        "Higher bets, farther targets: even a strong player often falls at the last stage",
    ),
    "difficulty.next_run": ("（从下一局闯关起生效）", " (from the next run)"),
    "difficulty.level_line": ("难度：{name} · {about}", "Difficulty: {name} · {about}"),
    "difficulty.scores_line": (
        "{name}难度排行榜 · ←→ 切换难度",
        "{name} difficulty · ←→ other difficulties",
    ),
    "difficulty.old_save": (
        "此前的闯关进度与排行榜记录按「标准」难度保留",
        "Your earlier run and high scores are kept as Standard difficulty",
    ),
}
