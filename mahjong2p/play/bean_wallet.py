"""The player's 欢乐豆 account as the app holds it: the economy's rules, the account, and
the save file (``beans.json``, separate from the arcade's save).

Like :class:`mahjong2p.store.profile.Profile`, the game opens it on disk and the tests and
screenshots use a memory-only wallet; saving never raises (a failure becomes
:attr:`BeanWallet.notice`). The calendar day for 破产补助 comes from ``today`` (the local
date by default), handed to the pure economy, so a test or a screenshot can fix it.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from pathlib import Path

from mahjong2p.progression.beans.account import BeanAccount, new_account, with_relief
from mahjong2p.progression.beans.relief import ReliefRefusal, relief_left, relief_refusal
from mahjong2p.progression.beans.settle import Payment
from mahjong2p.progression.rooms import BeanRules, Room
from mahjong2p.store.bean_saves import beans_path, load_beans, save_beans

log = logging.getLogger(__name__)
Today = Callable[[], datetime.date]


class BeanWallet:
    def __init__(
        self,
        rules: BeanRules,
        account: BeanAccount,
        folder: Path | None,
        can_save: bool,
        today: Today = datetime.date.today,
    ) -> None:
        self.rules = rules
        self.account = account
        self.folder = folder  # None: memory only
        self.can_save = can_save and folder is not None
        self.today = today
        self.notice: str | None = None  # the loader's or the writer's one-line message
        self.said: str | None = None  # a line for the room select to say once (逃跑's cost)
        self.sequence = 0  # the save number on disk; each save writes the next
        # False: a saved hand that could not be set aside is still there; never write over it
        self.keep_table = True
        # the open hand whose file was gone at the start, settled as 逃跑: what it cost
        self.lost: tuple[Room, Payment] | None = None

    @classmethod
    def open(
        cls, rules: BeanRules, folder: Path | None = None, today: Today = datetime.date.today
    ) -> BeanWallet:
        """The saved account (``folder`` or the user data folder): the newest valid copy,
        with a message when a copy was set aside (see :func:`load_beans`)."""
        loaded = load_beans(rules, folder, today())
        wallet = cls(rules, loaded.account, beans_path(folder).parent, loaded.can_save, today)
        wallet.sequence = loaded.sequence
        if loaded.message:
            log.warning("%s", loaded.message)
            wallet.notice = loaded.message
        return wallet

    @classmethod
    def in_memory(
        cls,
        rules: BeanRules,
        account: BeanAccount | None = None,
        today: Today = datetime.date.today,
    ) -> BeanWallet:
        return cls(rules, account or new_account(rules), None, False, today)

    def store(self, account: BeanAccount) -> bool:
        """Make ``account`` the player's and write it (unless memory-only); ``False`` when
        the write failed (:attr:`notice` says why)."""
        self.account = account
        if not self.can_save or self.folder is None:
            return True
        self.sequence += 1
        problem = save_beans(account, self.folder, self.sequence)
        if problem:
            log.warning("%s", problem)
            self.notice = problem
        return problem is None

    def relief_refusal(self) -> ReliefRefusal | None:
        return relief_refusal(self.rules, self.account.beans, self.account.relief, self.today())

    def relief_left(self) -> int:
        return relief_left(self.rules, self.account.relief, self.today())

    def take_relief(self) -> None:
        """破产补助 now (ReliefRefusedError when :meth:`relief_refusal` says no)."""
        self.store(with_relief(self.rules, self.account, self.today()))
