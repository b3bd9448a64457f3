"""The programs ``scripts/smoke_build.py`` runs inside the unpacked download (``-c CODE``):
each is one check of a part of the game that only a bundle can get wrong."""

from mahjong2p.notice_components import TEST_ONLY_MODULES

# a start-up that fails on purpose: the player must be told, and the log keep the traceback
FAILING_START = (
    "import mahjong2p.app.shell as shell\n"
    "def broken(*args, **kwargs):\n"
    "    raise RuntimeError('smoke test: a start-up failure')\n"
    "shell.run_game = broken\n"
    "from mahjong2p.cli.play import start_game\n"
    "raise SystemExit(start_game())\n"
)
TEST_ONLY_CODE = (
    "import importlib.util, sys\n"
    f"found = [m for m in {TEST_ONLY_MODULES!r} if importlib.util.find_spec(m)]\n"
    "sys.exit('test-only modules in the download: ' + ', '.join(found) if found else 0)\n"
)
# The searching CPU's worker process (play/thinking.py) started the way the table starts it,
# from inside the download: a bundle re-runs itself for a spawned process, and only
# freeze_support in the entry script makes that run the worker rather than the game.
THINK_CODE = (
    "import sys\n"
    "from mahjong2p.ai.policies import make_agent\n"
    "from mahjong2p.play.thinking import Thinker\n"
    "from mahjong2p.rules.gb.ruleset import GB\n"
    "from mahjong2p.rules.hand import Hand\n"
    "hand = Hand(1, 0, 1, rules=GB)\n"
    "views = [hand.view(seat) for seat in (0, 1)]\n"
    "thinker = Thinker(make_agent('master-search', 1, GB))\n"
    "if not thinker.worker_ready(60):\n"
    "    sys.exit('the thinking process did not start')\n"
    "answered, differ = 0, 0\n"
    "expert, twin = make_agent('expert', 2, GB), make_agent('master-search', 1, GB)\n"
    "events = []\n"
    "while not hand.is_over:\n"
    "    for event in events:\n"
    "        for view in views:\n"
    "            view.observe(event)\n"
    "    seat, legal = hand.to_act, hand.legal_actions()\n"
    "    if seat == 1:\n"
    "        thinker.prepare(views[1], legal)\n"
    "        before = thinker.agent\n"
    "        action = thinker.choose(views[1], legal)\n"
    "        answered += thinker.agent is not before\n"
    "        differ += action != twin.choose(views[1], legal)\n"
    "    else:\n"
    "        action = expert.choose(views[0], legal)\n"
    "    events = hand.apply(action)\n"
    "thinker.close()\n"
    "if differ or not answered:\n"
    "    sys.exit(f'{answered} decisions from the thinking process, {differ} unlike direct ones')\n"
    "print(answered)\n"
)
# The game's own lock on its data folder (mahjong2p.startup, through filelock), taken inside
# the bundle, and a second copy of the program refused while it is held: the lock's modules
# for this OS are in the download, and the Windows-only ones left out elsewhere are not
# needed (mahjong2p.build.WINDOWS_ONLY).
SECOND_COPY = (
    "import sys\n"
    "from mahjong2p.store.lock import data_folder_lock\n"
    "with data_folder_lock() as held:\n"
    "    sys.exit(3 if held else 0)\n"
)
LOCK_CODE = (
    "import subprocess, sys\n"
    "from mahjong2p.store.lock import data_folder_lock\n"
    "with data_folder_lock() as held:\n"
    "    if not held:\n"
    "        sys.exit('the data folder lock was not taken')\n"
    f"    second = subprocess.run([sys.executable, '-c', {SECOND_COPY!r}])\n"
    "if second.returncode != 0:\n"
    "    sys.exit(f'a second copy was not refused the lock (status {second.returncode})')\n"
    "print('held, and a second copy refused')\n"
)
