"""The words about the save files' two copies (#24): a damaged copy set aside and the
progress restored from the other."""

TEXT: dict[str, tuple[str, str]] = {
    "saves.restored": (
        "存档有一份已损坏：已另存备份，进度从另一份完整存档恢复",
        "One copy of the save was damaged: it was kept aside and the progress restored "
        "from the other copy",
    ),
}
