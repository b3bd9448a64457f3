"""The CPU of the 72-tile 国标 game (RULES.md Part B): the same seat-and-view contract as
the arcade CPU, but a hand is worth its expected beans, and a win below 起和 8 is worth
nothing. See docs/ai.md, Part B."""
