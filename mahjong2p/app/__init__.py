"""The shell: the window, the main loop and its pacing, and the context every scene is given.

Importing this package does nothing: pygame starts only when :func:`mahjong2p.app.shell.run`
(or a test's fixture) asks for it.
"""
