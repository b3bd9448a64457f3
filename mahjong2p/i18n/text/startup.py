"""What the game tells the player about its own start: a data folder it cannot write."""

TEXT: dict[str, tuple[str, str]] = {
    "notice.data_unwritable": (
        "无法写入存档目录，本次游戏不会保存：",
        "The data folder cannot be written: nothing will be saved this time:",
    ),
}
