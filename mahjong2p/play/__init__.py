"""Playing hands: the one loop that takes a hand from its deal to its end, which the table
and every headless client (``sim``, the measurements) drive."""
