"""复盘: the review of a finished hand by the CPU's own model, from the player's view at
each decision (pure: no pygame, no I/O; docs/review.md)."""
