"""The 72-tile 国标 rule set (RULES.md Part B)."""
