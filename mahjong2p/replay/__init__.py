"""牌谱: every finished hand kept as a small JSON file (seed, hand number, dealer, engine
config and the actions), from which the engine replays the hand exactly (DESIGN.md: a hand
is reproducible from its seed and its actions)."""
