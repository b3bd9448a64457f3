"""The 役满 patterns of RULES.md A7, one module each; the registry lists them in order."""
