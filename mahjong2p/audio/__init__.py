"""Sound effects and music: the cue names (:mod:`.cues`) and the one mixer wrapper
(:mod:`.mixer`) that never raises, so a machine with no sound device plays silently."""
