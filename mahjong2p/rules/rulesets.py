"""The rule sets by name, as the command line, the replays and the saves spell them."""

from __future__ import annotations

from mahjong2p.rules.arcade import ARCADE
from mahjong2p.rules.gb.ruleset import GB
from mahjong2p.rules.ruleset import RuleSet

RULESETS: dict[str, RuleSet] = {ARCADE.id: ARCADE, GB.id: GB}
