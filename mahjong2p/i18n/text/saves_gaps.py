"""What the game says about its saves' last gaps (issue 35): a 欢乐豆 hand whose file was
gone at the start, settled as 逃跑; a data folder whose lock could not be taken."""

TEXT: dict[str, tuple[str, str]] = {
    "saves_gaps.lost_hand": (
        "上一局的存档不见了，按逃跑结算：扣除 {n} 欢乐豆（{formula}），剩余 {left}",
        "The last hand's save was gone, so it was settled as leaving: {n} beans ({formula}); "
        "{left} left",
    ),
    "saves_gaps.lock_unusable": (
        "存档目录无法加锁，本次游戏不会保存：",
        "The data folder cannot be locked: nothing will be saved this time:",
    ),
}
