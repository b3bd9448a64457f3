"""Damaging a good JSON object for the hardening tests: a change made to a copy of it,
written out as the text a damaged file would hold."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

Damage = Callable[[dict[str, Any]], str]


def edited(change: Callable[[dict[str, Any]], object]) -> Damage:
    """The damage that applies ``change`` to the object (in place) and writes it out."""

    def damage(good: dict[str, Any]) -> str:
        change(good)
        return json.dumps(good)

    return damage
