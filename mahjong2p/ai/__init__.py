"""CPU agents: each chooses among the engine's legal actions from its own view only."""
