"""Kill the real game (``python -m mahjong2p``) with SIGKILL or SIGTERM at sampled moments
of 欢乐豆场 hands played by 托管, and check after every kill that each hand moved beans
exactly once. Not part of the test suite: it needs Xvfb and xdotool and takes minutes.

One data folder is used for all runs, so each start resumes what the last kill left. After
each kill the folder is opened as the next start opens it (a hand killed after its end is
settled then) and checked:

- the account loads without a notice (nothing torn);
- no two kept hands (牌谱) share a hand (seed, number): none was settled twice;
- the beans are the starting beans plus what the kept hands moved, and the settled-hand
  count matches them (a hand settled but not kept, or kept but not settled, shows here);
  the account starts with 50,000 beans at 新手场 and no 破产补助 to take (used up on a far
  day, which the relief clock counts as later than today), so no relief muddies the sum;
- no temporary file of a killed write is left once the folder has been opened;
- no process of the killed game is left (高级场's CPU thinks in a worker process, which
  must end with the game however the game ends).

- every settled hand has its 牌谱 once and its 战绩 line once (an escape has no line), and
  no 战绩 line is without its hand.

``--room senior`` plays 高级场 (its CPU searches, in a worker process) from 1,000,000 beans.

``--settle-kills N`` adds N runs that kill inside the settlement step itself: the game is
started with the step that ends a hand (the bean table's ``acted`` for the hand's last
action: its line, the settling save, the 牌谱, the 战绩 line, the clearing of the hand's
file) counting its file operations, and it SIGKILLs itself just before the K-th one, K
drawn from 1 to :data:`SETTLE_OPERATIONS`.

    python scripts/kill_during_hands.py [--runs 36] [--settle-kills 24] [--seed 1]
        [--max-wait 20] [--room novice]
"""

from __future__ import annotations

import argparse
import datetime
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from mahjong2p.i18n import Language
from mahjong2p.play.bean_table import BeanTable
from mahjong2p.play.bean_wallet import BeanWallet
from mahjong2p.play.stats_keeper import stats_line_key
from mahjong2p.progression.beans.account import BeanAccount
from mahjong2p.progression.beans.relief import ReliefUse
from mahjong2p.progression.rooms import load_rooms
from mahjong2p.store.profile import Profile
from mahjong2p.store.replays import load_replays, replay_folder
from mahjong2p.store.settings import Settings, Speed
from mahjong2p.store.stats import load_stats

KEYS_TO_TABLE = ["Return", "Right", "Return"]  # 开始游戏, 欢乐豆场
# The starting beans per room the script can play: inside the room's range, with a few
# losses to spare.
START_BEANS = {"novice": 50_000, "senior": 1_000_000}
# How long a killed game's worker may take to see its pipe end.
WORKER_GRACE_S = 5.0
# the file operations of a hand's end (opens, the last line's write, renames, unlinks),
# as tests/test_records_at_settlement.py counts them in 新手场
SETTLE_OPERATIONS = 15
# The game, with the step that ends a hand made to SIGKILL the process just before its K-th
# file operation (argv[1]); nothing else of the game changes.
KILLED_IN_SETTLEMENT = """
import os, signal, sys
from mahjong2p.play.bean_table import BeanTable
from mahjong2p.cli import main

kill_at = int(sys.argv.pop(1))
acted = BeanTable.acted
names = ("open", "write", "replace", "rename", "unlink")
real = {name: getattr(os, name) for name in names}

def counting(name, count):
    def operation(*args, **kwargs):
        count.append(name)
        if len(count) == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
        return real[name](*args, **kwargs)
    return operation

def acted_counting(self, hand):
    if hand is not self.hand or self.outcome is not None or not hand.is_over:
        return acted(self, hand)
    count = []
    for name in names:
        setattr(os, name, counting(name, count))
    try:
        return acted(self, hand)
    finally:
        for name in names:
            setattr(os, name, real[name])

BeanTable.acted = acted_counting
sys.exit(main())
"""
NO_RELIEF = ReliefUse(datetime.date(2999, 1, 1), 99)  # a day the clock never reaches


def _xdotool(display: str, *args: str) -> None:
    env = {**os.environ, "DISPLAY": display}
    subprocess.run(["xdotool", *args], env=env, check=False, capture_output=True, timeout=10)


def _wait_for_window(display: str, limit: float = 60.0) -> None:
    """Until the game's window has the focus (an X server without a window manager gives
    it to the only window)."""
    env = {**os.environ, "DISPLAY": display}
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        name = subprocess.run(
            ["xdotool", "getwindowfocus", "getwindowname"], env=env, capture_output=True, text=True
        )
        if "Mahjong" in name.stdout:
            return
        time.sleep(0.3)
    raise RuntimeError("the game's window did not open")


def _left_running(folder: Path) -> list[int]:
    """The processes still running with ``folder`` as their data folder (Linux's /proc)."""
    marker = f"MAHJONG2P_DATA_DIR={folder}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environ = (entry / "environ").read_bytes()
        except OSError:
            continue
        if marker in environ.split(b"\0"):
            found.append(int(entry.name))
    return found


def _check(folder: Path, start_beans: int) -> str | None:
    """What is wrong with ``folder`` after a kill (``None``: nothing)."""
    deadline = time.monotonic() + WORKER_GRACE_S
    while _left_running(folder) and time.monotonic() < deadline:
        time.sleep(0.2)
    if left := _left_running(folder):
        return f"processes of the killed game still run: {left}"
    rules = load_rooms()
    wallet = BeanWallet.open(rules, folder)
    if wallet.notice:
        return f"the account loaded with a notice: {wallet.notice}"
    BeanTable.resume(wallet, folder)  # a hand killed after its end is settled here
    stored, skipped = load_replays(replay_folder(folder))
    if skipped:
        return f"replays skipped: {skipped}"
    rooms = [s.replay for s in stored if s.replay.room is not None]
    keys = [(r.seed, r.hand_number) for r in rooms]
    if len(set(keys)) != len(keys):
        return f"a hand was kept twice: {sorted(keys)}"
    moved = sum(r.room.beans_moved for r in rooms if r.room is not None)
    account = wallet.account
    if account.beans != start_beans + moved or account.stats.hands != len(rooms):
        return (
            f"{account.beans} beans after {account.stats.hands} settled hands; the "
            f"{len(rooms)} kept hands moved {moved:+}"
        )
    temps = [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]
    if temps:
        return f"temporary files left: {temps}"
    settled = {stats_line_key(r) for r in rooms if r.room is not None and not r.room.escaped}
    lines = [line.key for line in load_stats(folder)[0].lines("beans")]
    if len(set(lines)) != len(lines) or set(lines) != settled:
        return f"战绩 lines {sorted(lines)} are not the settled hands {sorted(settled)}"
    return None


def _one_run(
    folder: Path, display: str, wait: float, sig: signal.Signals, kill_at: int | None = None
) -> bool:
    """Start the game, sit down at the room with 托管 playing, then after ``wait`` seconds
    send ``sig``; ``kill_at``: the game kills itself inside the first hand's settlement,
    just before that file operation. Whether the game had ended by itself by then."""
    env = {
        **os.environ,
        "DISPLAY": display,
        "MAHJONG2P_DATA_DIR": str(folder),
        "SDL_AUDIODRIVER": "dummy",
    }
    command = [sys.executable, "-m", "mahjong2p"]
    if kill_at is not None:
        command = [sys.executable, "-c", KILLED_IN_SETTLEMENT, str(kill_at)]
    game = subprocess.Popen(
        command,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=(folder.parent / f"{folder.name}.stderr").open("ab"),
    )
    try:
        _wait_for_window(display)
        time.sleep(1.0)
        for key in KEYS_TO_TABLE:
            _xdotool(display, "key", key)
            time.sleep(0.5)
        time.sleep(1.0)
        _xdotool(display, "key", "Return")  # sit down (at a resumed table: a discard)
        time.sleep(1.0)
        _xdotool(display, "key", "a")  # 托管
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline and game.poll() is None:  # the results: next hand
            time.sleep(min(1.5, max(0.0, deadline - time.monotonic())))
            _xdotool(display, "key", "Return")
    finally:
        ended = game.poll() is not None
        if not ended:
            game.send_signal(sig)
        game.wait(timeout=30)
    return ended


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=36)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-wait", type=float, default=20.0)
    parser.add_argument("--room", choices=sorted(START_BEANS), default="novice")
    parser.add_argument("--settle-kills", type=int, default=0)
    args = parser.parse_args()
    start_beans = START_BEANS[args.room]
    pick = random.Random(args.seed)
    display = f":{pick.randint(400, 900)}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x720x24"])
    folder = Path(tempfile.mkdtemp(prefix="mahjong2p-kill-"))
    start = BeanAccount(start_beans, NO_RELIEF, last_room=args.room)
    wallet = BeanWallet.open(load_rooms(), folder)
    wallet.store(start)
    profile = Profile.open(folder)
    profile.save_settings(
        Settings(language=Language.ZH, anim_speed=Speed.FAST, timer_enabled=False)
    )
    failures = 0
    try:
        time.sleep(1.0)
        for run in range(args.runs + args.settle_kills):
            sig = pick.choice([signal.SIGKILL, signal.SIGTERM])
            wait = pick.uniform(0.5, args.max_wait)
            kill_at = pick.randint(1, SETTLE_OPERATIONS) if run >= args.runs else None
            if kill_at is not None:
                wait = args.max_wait  # long enough for a hand to end
            in_settlement = _one_run(folder, display, wait, sig, kill_at)
            problem = _check(folder, start_beans)
            wallet = BeanWallet.open(load_rooms(), folder)
            table = BeanTable.resume(wallet, folder)
            at = len(table.hand.actions) if table is not None and table.hand is not None else 0
            status = "ok" if problem is None else f"FAIL: {problem}"
            how = f"killed at file operation {kill_at} of a settlement" if in_settlement else ""
            print(
                f"run {run + 1:2}: {how or sig.name} after {wait:4.1f} s: "
                f"{wallet.account.stats.hands} hands settled, {at} actions into the next: {status}"
            )
            failures += problem is not None
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)
        if failures:
            print(f"the data folder is kept: {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)
    total = args.runs + args.settle_kills
    print(f"{total - failures} of {total} runs left the beans and the records exactly right")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
