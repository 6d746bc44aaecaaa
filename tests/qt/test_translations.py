"""The translation files: in sync with the sources, shipped compiled, and complete in Hindi and
Norwegian for the screens this release translates (header, lobby, Durak table)."""

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardavia_qt.i18n import LANGUAGE_CODES
from engine.core.messages import templates

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from translations import import_whole_engine  # noqa: E402

TRANSLATED_CONTEXTS = {
    "Header", "DisplaySlider", "OptionsButton", "MainWindow", "NoticeBar", "LobbyPage", "GameTile",
    "GameListModel", "Games", "RulesPage", "DurakTable", "DurakController", "GameController", "TablePage", "CardItem",
    "ResultsOverlay",
}


def messages(code: str):
    tree = ET.parse(ROOT / "translations" / f"cardavia_{code}.ts")
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


def test_translation_files_are_in_sync_with_the_sources_and_compiled():
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "translations.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_language_but_english_has_a_compiled_catalogue():
    for code in LANGUAGE_CODES:
        if code != "en":
            assert (ROOT / "translations" / f"cardavia_{code}.qm").is_file()


def test_every_engine_message_is_offered_to_translators():
    import_whole_engine()
    sources = {(message.findtext("source"), message.findtext("comment")) for _, message in messages("nb")}
    for template in templates():
        if template.code.startswith("test."):
            continue
        assert (template.default, template.code) in sources


@pytest.mark.parametrize("code", ["hi", "nb"])
def test_hindi_and_norwegian_cover_header_lobby_and_durak_table(code):
    untranslated = [
        (context, message.findtext("source"))
        for context, message in messages(code)
        if (context in TRANSLATED_CONTEXTS or (context == "Engine" and (message.findtext("comment") or "").startswith(("durak.", "core."))))
        and message.find("translation").get("type") == "unfinished"
    ]
    assert untranslated == []


@pytest.mark.parametrize("code", ["hi", "nb"])
def test_translations_keep_every_placeholder(code):
    import re

    for _, message in messages(code):
        translation = message.find("translation")
        if translation.get("type") == "unfinished":
            continue
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        wanted = set(re.findall(r"\{\w+\}|%L?n|%\d", message.findtext("source")))
        for form in forms:
            assert set(re.findall(r"\{\w+\}|%L?n|%\d", form)) == wanted, (message.findtext("source"), form)
