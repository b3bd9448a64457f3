"""Both languages: every catalogue key has a Chinese and an English text with the same
``{fields}``, every key the code looks up exists, no Chinese text hides in the UI code
outside the catalogue, and every scene draws in English too."""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from mahjong2p.app.shell import App
from mahjong2p.i18n import Language, Translator, every_shown_string
from mahjong2p.i18n.catalogue import CATALOGUE
from mahjong2p.scenes import showcase
from mahjong2p.store.settings import Settings

ROOT = Path(__file__).resolve().parent.parent / "mahjong2p"
UI_CODE = ["scenes", "ui", "app", "audio", "replay", "play"]
CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")
GLYPH_ONLY = {"glyphs.py", "tile_art.py"}  # characters painted on tiles, not text
ENGLISH_MAY_SHOW_CHINESE = {"settings.lang.zh", "app.caption"}


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_every_key_has_both_languages_with_the_same_fields(key: str) -> None:
    zh, en = CATALOGUE[key]
    assert zh.strip() and en.strip()
    assert _fields(zh) == _fields(en)
    if key not in ENGLISH_MAY_SHOW_CHINESE:
        assert not CJK.search(en), f"{key}: Chinese in the English text {en!r}"


def _python_files() -> Iterator[Path]:
    for folder in UI_CODE:
        yield from (ROOT / folder).rglob("*.py")


def _keys_used(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    keys = set()
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and node.args):
            continue
        name = getattr(node.func, "attr", getattr(node.func, "id", ""))
        value = getattr(node.args[0], "value", None)
        if name in ("tr", "text") and isinstance(value, str) and "." in value:
            keys.add(value)
    return keys


def test_every_key_the_code_looks_up_exists() -> None:
    missing = {
        f"{path.name}: {key}"
        for path in _python_files()
        for key in _keys_used(path)
        if key not in CATALOGUE
    }
    assert missing == set()


def test_no_chinese_text_outside_the_catalogue() -> None:
    found = []
    for path in _python_files():
        if path.name in GLYPH_ONLY:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
        }
        found += [
            f"{path.name}:{node.lineno} {node.value!r}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docstrings
            and CJK.search(node.value)
        ]
    assert found == []


def test_the_shown_strings_cover_both_languages() -> None:
    shown = set(every_shown_string())
    for zh, en in CATALOGUE.values():
        assert zh in shown and en in shown


def test_tile_names_in_both_languages() -> None:
    assert Translator(Language.ZH).tile_name(4) == "五万"
    assert Translator(Language.EN).tile_name(4) == "5 Char"
    assert Translator(Language.EN).tile_name(33) == "Red"


@pytest.fixture
def english_app() -> Iterator[App]:
    application = App(size=(1280, 720), settings=Settings(language=Language.EN), seed=2)
    yield application
    pygame.quit()


@pytest.mark.parametrize("scene", list(showcase.SCENES))
def test_every_scene_draws_in_english(english_app: App, scene: str) -> None:
    showcase.show(english_app.ctx, scene, at=0.4)
    english_app.draw()
