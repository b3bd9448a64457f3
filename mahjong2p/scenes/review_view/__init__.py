"""What the player sees of a review: its words, the results screen's 复盘 summary and the
ranked options beside the replay viewer's table."""
