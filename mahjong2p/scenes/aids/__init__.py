"""The table's aids, computed from the player's own view: which discards leave the hand
ready and what each waits on (with counts and value), and which tiles are safe against
the opponent. Both tables (the arcade's and the 72-tile one) show them."""
