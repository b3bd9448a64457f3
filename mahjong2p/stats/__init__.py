"""战绩: the player's statistics per mode — a bounded file of running totals and the last
hands (docs/review.md). The 欢乐豆 rooms' totals stay in ``beans.json`` (one record)."""
