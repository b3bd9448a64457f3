"""Build hook: a wheel carries the game's data inside the package.

``assets/`` (fonts, sounds, icons) and ``levels/`` (the stage data) stay top-level folders,
where a designer edits them; building a wheel copies them to ``mahjong2p/assets`` and
``mahjong2p/levels`` inside it, where :func:`mahjong2p.paths.data_root` finds them in an
installed game. An editable install (``pip install -e .``) reads them from the checkout
and a PyInstaller bundle from its unpack folder, so neither needs the copy. Everything else
about the package is in ``pyproject.toml``; ``MANIFEST.in`` puts the folders in the sdist.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA_DIRS = ("assets", "levels")  # mahjong2p.build.DATA_DIRS too (tests/test_package.py)


class BuildPyWithData(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        for name in DATA_DIRS:
            target = Path(self.build_lib) / "mahjong2p" / name
            shutil.rmtree(target, ignore_errors=True)  # no file left from an earlier build
            shutil.copytree(ROOT / name, target)


setup(cmdclass={"build_py": BuildPyWithData})
