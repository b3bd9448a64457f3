"""The searching master (issue 26): sampled worlds from the CPU's own view, each option
played out by a fast rollout policy, chosen by the mean result in the rule set's currency.

:func:`evaluate_options` is the review's entry point: every discard of a decision priced
from a view alone."""

from mahjong2p.ai.search.decide import OptionPrice, evaluate_options

__all__ = ["OptionPrice", "evaluate_options"]
