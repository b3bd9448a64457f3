"""The words after 逃跑 (#25 item 5): what leaving the hand cost, on the room select, and
the escaped hand's row in 牌谱."""

TEXT: dict[str, tuple[str, str]] = {
    "beans.escaped": (
        "逃跑扣除 {n} 欢乐豆（{formula}），剩余 {left}",
        "Leaving the hand cost {n} beans ({formula}); {left} left",
    ),
}
