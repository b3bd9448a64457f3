"""Words from looking at every screen in a real window (#25): the rooms' record line for a
player who has not won yet (it read "单局最多赢 0 欢乐豆")."""

TEXT: dict[str, tuple[str, str]] = {
    "beans.record_no_win": (
        "战绩：{hands} 局 · 胜 {wins} 局",
        "Record: {hands} hands · {wins} won",
    ),
}
