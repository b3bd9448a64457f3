"""The application around the rules engine: window and main loop, the hand session that
drives the engine for the UI, the run's credits, and the one place CPU agents are made.

Importing this package does nothing: pygame starts only when :func:`mahjong2p.app.shell.run`
(or a test's fixture) asks for it.
"""
