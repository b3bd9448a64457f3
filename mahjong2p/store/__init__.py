"""Everything the game keeps on disk: the guarded reader, atomic writes, the two copies and
their sequence, the journal of a hand in progress, the data folder's lock, and each file's
schema (settings, the arcade save, the 欢乐豆 account and table, replays, statistics),
written and read through the file codec (:mod:`mahjong2p.codec`).

The layers above never open a file themselves; this one never imports pygame, a scene or
the play authority, so a tool (``sim``, ``review``) reads the same files the game writes.
"""
