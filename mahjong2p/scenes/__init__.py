"""Scenes: title, level select, table, 海底捞月, results, settings — one module each."""
