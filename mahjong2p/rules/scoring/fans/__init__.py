"""The non-役满 fans of RULES.md A7, one module each; the registry lists them in order."""
