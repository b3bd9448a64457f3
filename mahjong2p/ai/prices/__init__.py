"""The review's evaluators: the CPU's own pricing face (``price_options``) in the rule set's
currency (:mod:`.model`), with the model and the currency of each rule set (:mod:`.arcade`,
:mod:`.gb`) as :mod:`mahjong2p.ai.registry` names them for :mod:`mahjong2p.review`."""
