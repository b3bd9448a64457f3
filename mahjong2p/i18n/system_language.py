"""The language of a first start: Chinese for a Chinese system, English for any other.

A player whose system speaks English should not meet a Chinese menu before finding the
language switch. :func:`language_for` decides from the locale names alone (pure, tested);
:func:`system_language` gathers them from this machine: the variables in gettext's order of
precedence (``LANGUAGE``'s first entry, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), then on
Windows the user's UI language, which the variables usually do not carry. Python's
``locale`` module is not asked: on POSIX it only repeats those variables, and importing it
would cost the game's start-up more time than everything else here.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping

from mahjong2p.i18n import Language

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
NEUTRAL_LOCALES = frozenset({"", "c", "posix"})  # say nothing about the player's language
# Windows primary language id of Chinese (LANGID & 0x3FF), every region
WINDOWS_CHINESE = 0x04


def language_for(locale_names: Iterable[str | None]) -> Language:
    """The game's language for the first locale name that names a language
    (``zh_CN.UTF-8``, ``en_US``, ``Chinese (Simplified)_China.936`` …); Chinese when none
    does (the game's original language), English for any non-Chinese one."""
    for name in locale_names:
        code = (name or "").split(".")[0].split("@")[0].strip().lower()
        if code in NEUTRAL_LOCALES:
            continue
        return Language.ZH if code.startswith(("zh", "chinese")) else Language.EN
    return Language.ZH


def environment_locales(environ: Mapping[str, str]) -> list[str]:
    """The locale variables that are set, highest precedence first (``LANGUAGE`` is a
    list, ``zh_CN:en``: its first entry counts)."""
    return [environ[name].split(":")[0] for name in LOCALE_VARIABLES if environ.get(name)]


def windows_ui_locale() -> str | None:
    """``zh`` / ``en`` from the Windows user-interface language, or ``None`` off Windows
    or when the call is not available."""
    if sys.platform != "win32":
        return None
    try:
        import ctypes

        lang_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return None
    return "zh" if lang_id & 0x3FF == WINDOWS_CHINESE else "en"


def system_language() -> Language:
    """This machine's language for the game (see the module's docstring)."""
    return language_for([*environment_locales(os.environ), windows_ui_locale()])
