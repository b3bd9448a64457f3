"""The rules engine: pure, deterministic, seeded; no pygame and no I/O (DESIGN.md)."""
