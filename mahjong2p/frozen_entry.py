"""The downloadable program's entry script (``build.spec`` freezes this file).

It is the ``mahjong2p`` command — the same subcommands as ``python -m mahjong2p`` — with
one addition: ``-c CODE`` runs Python code, as the interpreter would. In a bundle
``sys.executable`` is the game itself, and code that starts ``sys.executable -c …`` as a
child process (the bench's start-up and frame measurements, the smoke test's start-up
timing) would otherwise hand ``-c`` to the game's argument parser and fail. ``sim --jobs``
workers are started through :func:`multiprocessing.freeze_support`.
"""

from __future__ import annotations

import multiprocessing
import sys

from mahjong2p.cli import main


def run(argv: list[str]) -> int:
    """``argv`` without the program name; the exit status."""
    if len(argv) >= 2 and argv[0] == "-c":
        sys.argv = ["-c", *argv[2:]]
        exec(compile(argv[1], "<string>", "exec"), {"__name__": "__main__"})
        return 0
    return main(argv)


if __name__ == "__main__":
    # ``sim --jobs`` starts worker processes; in a bundle on Windows and macOS each worker
    # is this program started again, and freeze_support lets it become the worker.
    multiprocessing.freeze_support()
    sys.exit(run(sys.argv[1:]))
