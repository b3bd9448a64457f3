"""docs/gb-fans.md lists every 国标 fan with its Chinese name and value."""

from __future__ import annotations

from pathlib import Path

from mahjong2p.rules.gb.scoring import GB_SPECS

DOC = Path(__file__).resolve().parent.parent / "docs" / "gb-fans.md"


def test_every_fan_is_in_the_table() -> None:
    rows = {
        line.split("|")[1].strip(" `"): line
        for line in DOC.read_text("utf-8").splitlines()
        if line.startswith("| `")
    }
    assert set(rows) == set(GB_SPECS)
    for fan_id, spec in GB_SPECS.items():
        cells = [cell.strip() for cell in rows[fan_id].split("|")]
        assert cells[2] == spec.name and cells[3] == spec.name_en
        assert cells[4] in (str(spec.value), "1 each")
