"""The play authority: the one loop that takes a hand from its deal to its end, the hand
session the table drives, the arcade run and the 欢乐豆 table that own the money and settle
it when the engine ends a hand, the CPU's agents and the worker they think in, and the jobs
run when a hand settles (statistics, the review).

Nothing here draws: the scenes above read its state, and every headless client (``sim``,
the measurements) drives the same loop.
"""
