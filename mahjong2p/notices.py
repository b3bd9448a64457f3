"""THIRD_PARTY_NOTICES.txt and the licence texts of a download, from what the bundle holds.

``build.spec`` calls :func:`write_notices` with every file PyInstaller collected, each as
``(path in the bundle, path it was copied from)``. Each file is given its owner by where it
came from — the Python distribution whose ``RECORD`` lists it, the Python installation
(``sys.base_prefix``), the game itself, or (Linux) the system's library folders — and
then, inside that owner, the component it belongs to (:mod:`mahjong2p.notice_components`).
A file with no owner, or from a distribution or library not named there, is
*unidentified*: the spec stops the build and lists it (so a test-only module, or a new
dependency nobody has accounted for, never ships unnoticed). The notice names every
component found with its licence and source, and the licence texts are copied into
``licenses/`` beside it. Build tooling: never part of the bundle.
"""

from __future__ import annotations

import importlib.metadata
import re
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePath

from mahjong2p import __version__
from mahjong2p.notice_components import (
    DISTRIBUTIONS,
    FONTS,
    PYINSTALLER,
    PYTHON,
    PYTHON_LIBRARIES,
    SYSTEM_COMPONENTS,
    Component,
)

NOTICES_NAME = "THIRD_PARTY_NOTICES.txt"
LICENCES_DIR = "licenses"  # in the bundle, beside the notice
ROOT = Path(__file__).resolve().parent.parent
REPO_TEXTS = ROOT / "licenses"
OWN = ("mahjong2p", "assets", "levels", "LICENSE")  # the game's own files, under ROOT
PYTHON_STDLIB_ZIP = "base_library.zip"  # PyInstaller makes it from Python's standard library
SYSTEM_FOLDERS = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/", "/usr/local/lib/")
LGPL_NOTE = (
    "The LGPL libraries above are separate files of this folder, used unchanged; you may\n"
    "replace any of them with your own build of the same library. Their source is at the\n"
    "address given; the pygame-ce and SDL versions are those of the game's requirements.\n"
)


def _normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


@dataclass
class Environment:
    """Where files come from: each installed distribution's files (absolute, resolved),
    the Python installation's folder, the game's checkout, the licence texts' folder."""

    owners: Mapping[str, str]  # resolved file path → normalised distribution name
    licence_files: Mapping[str, list[Path]]  # distribution → its licence files
    python_home: Path
    python_licence: Path | None
    root: Path = ROOT
    texts: Path = REPO_TEXTS
    # distribution → its own SPDX License-Expression, which wins over the table's
    expressions: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def current(cls) -> Environment:
        """The running interpreter's: the build environment, when the spec calls it."""
        owners: dict[str, str] = {}
        licences: dict[str, list[Path]] = {}
        expressions: dict[str, str] = {}
        for dist in importlib.metadata.distributions():
            name = _normalise(dist.metadata["Name"])
            if dist.metadata.get("License-Expression"):
                expressions[name] = dist.metadata["License-Expression"]
            for record in dist.files or ():
                path = Path(dist.locate_file(record)).resolve()
                owners.setdefault(str(path), name)
                parts = {part.lower() for part in record.parts}
                if ".dist-info" in str(record.parts[0]) and (
                    "licenses" in parts or re.match(r"(licen[cs]e|copying)", record.name.lower())
                ):
                    licences.setdefault(name, []).append(path)
        home = Path(sys.base_prefix).resolve()
        candidates = [home / "LICENSE.txt", *home.glob("lib/python3*/LICENSE.txt")]
        licence = next((p for p in candidates if p.is_file()), None)
        return cls(owners, licences, home, licence, expressions=expressions)


@dataclass
class Found:
    """The components a bundle holds, in order, and the files nobody could name."""

    components: list[Component] = field(default_factory=list)
    distributions: dict[str, str] = field(default_factory=dict)  # component → distribution
    unidentified: list[str] = field(default_factory=list)
    licences: dict[str, str] = field(default_factory=dict)  # component → as its package says

    def add(self, component: Component, distribution: str | None = None) -> None:
        if component not in self.components:
            self.components.append(component)
        if distribution and not component.texts:
            self.distributions[component.name] = distribution


def _library(name: str, candidates: Iterable[Component]) -> Component | None:
    lowered = PurePath(name.replace("\\", "/")).name.lower()
    return next((c for c in candidates if any(m in lowered for m in c.matches)), None)


def _is_library(name: str) -> bool:
    lowered = name.lower()
    return (
        bool(re.search(r"\.(dll|dylib)$|\.so(\.\d+)*$", lowered))
        and not re.search(r"\.(cpython-|cp)\d", lowered)
        and not lowered.endswith(".pyd")
    )


def _own(source: Path, root: Path) -> bool:
    """A file of the game's checkout (its package, data and licence), not of a virtual
    environment that happens to live inside the checkout."""
    return source.is_relative_to(root) and source.relative_to(root).parts[0] in OWN


def classify(bundled: Iterable[tuple[str, str]], env: Environment) -> Found:
    """Every ``(path in the bundle, source path)`` given its component."""
    found = Found()
    for dest, src in sorted(bundled):
        source = Path(src).resolve() if src else None
        if source is not None and _own(source, env.root):
            continue  # the game's own files, under its own LICENSE
        component: Component | None = None
        distribution = env.owners.get(str(source)) if source else None
        if dest == PYTHON_STDLIB_ZIP:
            component = PYTHON
        elif distribution is not None:
            known = DISTRIBUTIONS.get(distribution)
            if known is not None:
                own = known.component
                component = _library(dest, known.libraries) if _is_library(dest) else own
        elif source is not None and source.is_relative_to(env.python_home):
            # Python's own libraries (libpython, python311.dll) and modules, unless a
            # library it carries is named apart
            component = (_library(dest, PYTHON_LIBRARIES) if _is_library(dest) else None) or PYTHON
        elif source is not None and str(source).startswith(SYSTEM_FOLDERS):
            component = _library(dest, SYSTEM_COMPONENTS)
        if component is None:
            owner = f" (from {distribution})" if distribution else ""
            found.unidentified.append(f"{dest}{owner}")
        else:
            found.add(component, distribution)
            if (
                distribution in env.expressions
                and component is DISTRIBUTIONS[distribution].component
            ):
                found.licences[component.name] = env.expressions[distribution]
    found.add(PYTHON)
    found.add(DISTRIBUTIONS[PYINSTALLER].component, PYINSTALLER)
    found.add(FONTS)
    return found


def component_texts(component: Component, found: Found, env: Environment) -> dict[str, Path]:
    """``{name under licenses/: file to copy}`` for one component: the repository's texts
    it names, else the licence files of the distribution that installed it."""
    if component is PYTHON:
        return {"Python-LICENSE.txt": env.python_licence} if env.python_licence else {}
    if component is FONTS:
        return {"Noto-CJK-OFL-1.1.txt": env.root / "assets" / "fonts" / "OFL.txt"}
    texts = {name: env.texts / name for name in component.texts}
    distribution = found.distributions.get(component.name)
    if distribution:
        texts |= {f"{distribution}-{p.name}": p for p in env.licence_files.get(distribution, [])}
    return texts


def notices(found: Found, licence: str) -> str:
    """The notice text: every component with its licence and source, then the game's own
    ``licence``."""
    lines = [
        f"mahjong2p {__version__} — third-party notices",
        "",
        "This download bundles the following software, each under its own licence; the",
        f"full licence texts are in the {LICENCES_DIR}/ folder beside this file.",
        "",
    ]
    for component in found.components:
        spdx = found.licences.get(component.name, component.licence)
        lines += [f"- {component.name}: {spdx}", f"  {component.source}"]
    if any("LGPL" in found.licences.get(c.name, c.licence) for c in found.components):
        lines += ["", LGPL_NOTE.rstrip()]
    lines += ["", "mahjong2p itself:", "", licence.rstrip(), ""]
    return "\n".join(lines)


class UnaccountedFiles(Exception):
    """The bundle holds files no component claims, or components without licence text."""


def write_notices(
    bundled: Iterable[tuple[str, str]],
    licence_file: Path,
    target: Path,
    env: Environment | None = None,
) -> list[tuple[str, Path]]:
    """Write the notice to ``target``; the licence texts to ship beside it. Raises
    :class:`UnaccountedFiles` naming what is unidentified or has no licence text."""
    env = env or Environment.current()
    found = classify(bundled, env)
    problems = [f"not identified: {name}" for name in found.unidentified]
    texts: dict[str, Path] = {}
    for component in found.components:
        own = component_texts(component, found, env)
        problems += [f"licence text missing: {path}" for path in own.values() if not path.is_file()]
        if not own:
            problems.append(f"no licence text: {component.name}")
        texts |= own
    if problems:
        raise UnaccountedFiles(
            "the bundle holds what mahjong2p/notice_components.py does not account for:\n  "
            + "\n  ".join(problems)
        )
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(notices(found, licence_file.read_text(encoding="utf-8")), encoding="utf-8")
    return sorted(texts.items())
