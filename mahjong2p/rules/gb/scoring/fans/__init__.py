"""One module per 国标 fan: its names, value, texts, example and ``applies``."""
