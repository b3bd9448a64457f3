"""The table scene, split into parts: model, layout, hand, melds, discards, wall, HUD,
action bar, hints, animations; :mod:`.scene` ties them together."""
