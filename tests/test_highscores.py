"""The high-score table and what a settled hand adds to the progress (RULES.md A9, A10)."""

from __future__ import annotations

from mahjong2p.progression.highscores import UNNAMED, HighScore, clean_name, insert, qualifies
from mahjong2p.progression.progress import Progress, record_settlement
from mahjong2p.progression.run import ArcadeSettlement, Run

SIZE = 10


def _table(scores: list[int]) -> tuple[HighScore, ...]:
    return tuple(HighScore(f"p{i}", s, 1, 0) for i, s in enumerate(scores))


def test_entries_are_kept_best_first_and_cut_to_size() -> None:
    table = _table([9000, 5000, 1000])
    table, rank = insert(table, HighScore("new", 6000, 3, 2), SIZE)
    assert [e.score for e in table] == [9000, 6000, 5000, 1000] and rank == 1
    full = _table(list(range(10000, 0, -1000)))
    assert not qualifies(full, 1000, SIZE) and qualifies(full, 1001, SIZE)
    kept, rank = insert(full, HighScore("low", 500, 1, 0), SIZE)
    assert rank is None and kept == full
    assert qualifies((), 1, SIZE) and not qualifies((), 0, SIZE)


def test_equal_scores_rank_fewer_continues_then_the_older_entry_first() -> None:
    table = (HighScore("old", 5000, 4, 1),)
    table, rank = insert(table, HighScore("same", 5000, 4, 1), SIZE)
    assert [e.name for e in table] == ["old", "same"] and rank == 1
    table, rank = insert(table, HighScore("clean", 5000, 4, 0), SIZE)
    assert rank == 0


def test_names_are_trimmed_cut_and_never_empty() -> None:
    assert clean_name("  阿宝\n ", 12) == "阿宝"
    assert clean_name("a" * 30, 12) == "a" * 12
    assert clean_name("\x00\t ", 12) == UNNAMED


def _settled(stage: int, cleared: bool, yakuman: tuple[str, ...]) -> ArcadeSettlement:
    run = Run(seed=0, stage=stage, credits=1)
    return ArcadeSettlement(run, 1, 1, 0, 0, 1, 0, cleared, yakuman)


def test_a_clear_unlocks_the_next_stage_and_yakuman_are_collected() -> None:
    progress = record_settlement(Progress(), _settled(1, True, ("da_san_yuan",)), 4)
    assert progress.stages_unlocked == 2 and progress.yakuman_collected == {"da_san_yuan"}
    progress = record_settlement(progress, _settled(1, False, ("si_an_ke",)), 4)
    assert progress.stages_unlocked == 2
    assert progress.yakuman_collected == {"da_san_yuan", "si_an_ke"}
    assert record_settlement(progress, _settled(4, True, ()), 4).stages_unlocked == 4
