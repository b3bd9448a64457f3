"""The replay viewer (牌谱回放): a finished hand stepped through event by event, forward
and back, with the 复盘's ranked options at each of the player's decisions."""
