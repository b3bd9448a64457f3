"""The 72-tile hand's results (``gb_results``)."""
