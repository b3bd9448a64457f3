"""Headless play: agents driving the engine, for tests, ``sim`` and benchmarks."""
