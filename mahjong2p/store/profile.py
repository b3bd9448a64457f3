"""The player's saved data as the app uses it: settings, the 役满 collection, unlocked
stages, high scores and the run in progress, kept in the progression's save file
(``mahjong2p.store.saves``), and the folder where the other per-player files
(replays) go.

The game opens the profile on disk; tests, screenshots and the bench use a memory-only
profile (:meth:`Profile.in_memory`) so they never read or write the player's files.
Saving never raises: a failure becomes :attr:`Profile.notice` for the screen to show.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from mahjong2p.i18n import Language
from mahjong2p.i18n.system_language import system_language
from mahjong2p.progression.progress import Progress
from mahjong2p.store.saves import load_progress, save_path, save_progress
from mahjong2p.store.settings import Settings, settings_from_json, settings_to_json

log = logging.getLogger(__name__)


class Profile:
    def __init__(self, progress: Progress, folder: Path | None, can_save: bool) -> None:
        self.progress = progress
        self.folder = folder  # None: memory only
        self.can_save = can_save and folder is not None
        self.notice: str | None = None  # catalogue key of something to tell the player once
        self.notice_detail: str | None = None  # the loader's own one-line message
        self.bad_settings: list[str] = []
        self.detect_language = False  # a first start asks the system for its language
        self.sequence = 0  # the save number on disk; each save writes the next

    @classmethod
    def open(cls, folder: Path | None = None) -> Profile:
        """The saved profile (``folder`` or the user data folder). A damaged save file is
        moved aside by the loader and the game starts with defaults and a message. In the
        player's own data folder a first start speaks the system's language; a folder
        given by a tool or a test starts in Chinese whatever machine it runs on."""
        loaded = load_progress(folder)
        profile = cls(loaded.progress, save_path(folder).parent, loaded.can_save)
        profile.sequence = loaded.sequence
        profile.detect_language = folder is None
        if loaded.message:
            log.warning("%s", loaded.message)
            profile.notice = loaded.notice or "notice.save_damaged"
            profile.notice_detail = loaded.message
        return profile

    def cannot_save(self, folder: Path, notice: str = "notice.data_unwritable") -> None:
        """The data folder cannot be written (or locked: ``notice`` says which): play on
        without saving, and say so once at the start (naming the folder), not at every
        failed save."""
        self.can_save = False
        self.notice = notice
        self.notice_detail = str(folder)

    @classmethod
    def in_memory(cls) -> Profile:
        return cls(Progress(), None, False)

    def settings(self) -> Settings:
        saved = self.progress.settings
        first_start = self.detect_language and "language" not in saved
        first_language = system_language() if first_start else Language.ZH
        settings, self.bad_settings = settings_from_json(saved, first_language)
        if self.bad_settings:
            log.warning("unusable settings kept at their defaults: %s", self.bad_settings)
            self.notice = self.notice or "notice.settings_bad"
        return settings

    @property
    def yakuman_collected(self) -> frozenset[str]:
        return self.progress.yakuman_collected

    def save_settings(self, settings: Settings) -> None:
        merged = {**self.progress.settings, **settings_to_json(settings)}
        if merged != dict(self.progress.settings):
            self.store(replace(self.progress, settings=merged))

    def collect_yakuman(self, ids: Iterable[str]) -> frozenset[str]:
        """Mark 役满 as collected; returns the ones that are new."""
        new = frozenset(ids) - self.progress.yakuman_collected
        if new:
            collected = self.progress.yakuman_collected | new
            self.store(replace(self.progress, yakuman_collected=collected))
        return new

    def store(self, progress: Progress) -> bool:
        """Make ``progress`` the player's and write it (unless memory-only); a failed
        write leaves a notice, never an exception, and returns ``False``."""
        self.progress = progress
        if not self.can_save or self.folder is None:
            return True
        self.sequence += 1
        problem = save_progress(progress, self.folder, self.sequence)
        if problem:
            log.warning("%s", problem)
            self.notice = "notice.save_failed"
        return problem is None
