"""The 欢乐豆 economy (RULES.md B6) as pure functions over frozen values: which rooms a
player may enter, settling a hand, 逃跑, 破产补助 and the statistics. No pygame and no I/O
here (the save file is :mod:`mahjong2p.store.bean_saves`); today's date is always
passed in, never read."""
