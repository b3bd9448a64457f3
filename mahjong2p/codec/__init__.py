"""How the game's values are written in its files and read back: the file codec (a
dataclass's JSON form from its own fields, types and ``Annotated`` limits), the guarded
field reader whose one-line messages name what is wrong, the capped JSON reader, and the
forms of the engine's values the files share (actions, the deal, who chose).

It sits below the records it describes (the arcade's progress, replays, statistics), so
they carry their own limits without knowing any file; :mod:`mahjong2p.store` above them
reads and writes the files.
"""
