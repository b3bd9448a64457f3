"""The arcade around the table (RULES.md A9): stage data, the run and its economy, stage
features' hand setup, rigged deals, the feature seat's choices, high scores and saves.

Pure logic on top of the rules engine; only :mod:`.levels` and :mod:`.saves` touch files.
"""
