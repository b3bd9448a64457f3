"""The CPU's models pricing every option of one decision, in their rule set's currency: the
review's evaluators (:mod:`mahjong2p.review`), chosen per rule set by
:mod:`mahjong2p.ai.registry`."""
