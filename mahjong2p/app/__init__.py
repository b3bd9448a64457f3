"""The shell: the window, the main loop and its pacing; it makes the context every scene is
given (:mod:`mahjong2p.scenes.context`) and starts the first scene.

Importing this package does nothing: pygame starts only when :func:`mahjong2p.app.shell.run`
(or a test's fixture) asks for it.
"""
