"""Notices about the player's files that had to be set aside or could not be written
(issue 11: never lose progress, never stop on a damaged file): key → (zh-CN, en)."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    "hardening.save_partly_kept": (
        "存档有部分内容无效：原文件已另存备份，其余进度保留",
        "Part of the save file was unusable: the file was kept aside, the rest is kept",
    ),
    "hardening.save_not_saved": (
        "存档无法读取，也无法移开：本次游戏不会保存",
        "The save file could not be used or moved aside: this session will not be saved",
    ),
    "hardening.save_newer": (
        "存档来自更新版本的游戏：已原样保留，本次从头开始",
        "The save file is from a newer version: it was kept as it is, starting clean",
    ),
}
