"""Every character the app shows in a language is drawn by a font we ship or DejaVu (all these
machines have): the translations, the rules pages' Chinese names, the language selector."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontDatabase, QRawFont

from cardavia_qt import fonts
from cardavia_qt.i18n import LANGUAGE_CODES, native_name

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))


@pytest.fixture(scope="module")
def raw_fonts(qapp):
    fonts.register_bundled_fonts()
    available = set(QFontDatabase.families())
    cache = {}

    def raw(family: str) -> QRawFont | None:
        if family not in cache:
            cache[family] = QRawFont.fromFont(QFont(family)) if family in available else None
        return cache[family]

    return raw


def shown_texts(code: str) -> list[str]:
    tree = ET.parse(ROOT / "translations" / f"cardavia_{code}.ts")
    texts = []
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation.get("type") == "unfinished":
            texts.append(message.findtext("source"))  # shown in English until translated
        elif message.get("numerus") == "yes":
            texts.extend(form.text or "" for form in translation.findall("numerusform"))
        else:
            texts.append(translation.text or "")
    return texts


def uncovered(texts, families, raw) -> set[str]:
    missing = set()
    faces = [raw(family) for family in families if raw(family) is not None]
    for text in texts:
        for char in set(text):
            if char.isspace() or char in "&" or ord(char) < 0x20:
                continue
            if not any(face.supportsCharacter(ord(char)) for face in faces):
                missing.add(char)
    return missing


@pytest.mark.parametrize("code", [c for c in LANGUAGE_CODES if c != "en"])
def test_every_translated_character_has_a_shipped_font(raw_fonts, code):
    fonts.use_language(code)
    try:
        families = fonts.sans_families() + fonts.serif_families()
        assert uncovered(shown_texts(code), families, raw_fonts) == set()
    finally:
        fonts.use_language("en")


def test_english_screens_and_the_language_selector_are_covered(raw_fonts):
    from make_cjk_font import cjk_characters_in_use

    fonts.use_language("en")
    sources = [path.read_text(encoding="utf-8") for path in (ROOT / "cardavia_qt" / "rules_text").glob("*.py")]
    assert uncovered(sources, fonts.sans_families() + fonts.serif_families(), raw_fonts) == set()
    names = [native_name(code) for code in LANGUAGE_CODES]
    assert uncovered(names, fonts.SELECTOR_FAMILIES, raw_fonts) == set()
    # The CJK subset was rebuilt after the last change to a text with Chinese characters.
    assert uncovered(["".join(cjk_characters_in_use())], (fonts.CJK,), raw_fonts) == set()
