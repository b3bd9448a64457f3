"""The two languages the game speaks — a module of its own so the text helpers (amounts)
can name them without importing the translator that asks them for words."""

from __future__ import annotations

from enum import Enum


class Language(Enum):
    ZH = "zh"
    EN = "en"
