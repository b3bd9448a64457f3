"""``python -m mahjong2p`` and the ``mahjong2p`` console script."""

import sys

from mahjong2p.cli import main

if __name__ == "__main__":
    sys.exit(main())
