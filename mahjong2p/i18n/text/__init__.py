"""The catalogue's strings, one module per area of the game (merged in ``catalogue``)."""
