"""The translation files: in sync with the sources, shipped compiled, complete in every language,
with the source's placeholders, tags and mnemonics — and Qt's own texts translated too."""

import re
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
        for form in template.forms():  # each seat's "you" wording is a message of its own
            assert (form.source, form.key) in sources


LANGUAGES_TRANSLATED = [code for code in LANGUAGE_CODES if code != "en"]


def all_messages(code: str):
    """Our catalogue and, where we keep it, our translation of Qt's own texts."""
    yield from messages(code)
    qtbase = ROOT / "translations" / f"qtbase_{code}.ts"
    if qtbase.exists():
        for context in ET.parse(qtbase).getroot().iter("context"):
            for message in context.iter("message"):
                yield context.findtext("name"), message


@pytest.mark.parametrize("code", LANGUAGES_TRANSLATED)
def test_every_message_is_translated_in_every_language(code):
    unfinished = [(context, message.findtext("source")) for context, message in all_messages(code)
                  if message.find("translation").get("type") in ("unfinished", "obsolete", "vanished")
                  or not "".join(message.find("translation").itertext()).strip()]
    assert unfinished == []


def test_every_plural_has_all_its_forms_in_every_language():
    # A message that became a plural keeps its old one-form translation unless each form is
    # written: Russian needs three (1 карта, 2 карты, 5 карт), English two, Chinese one.
    for code in [*LANGUAGES_TRANSLATED, "en"]:
        for context, message in messages(code):
            if message.get("numerus") == "yes":
                forms = [form.text for form in message.find("translation").iter("numerusform")]
                assert forms and all(form and form.strip() for form in forms), (code, context, message.findtext("source"))


def test_english_says_one_card_and_two_cards(qapp):
    """The English catalogue holds the plural forms of the app's own counts ("1 tile")."""
    from PySide6.QtCore import QCoreApplication

    from cardavia_qt.i18n import Translators

    Translators(qapp).switch("en")
    one = QCoreApplication.translate("MahjongWords", "{count} tiles", None, 1)
    many = QCoreApplication.translate("MahjongWords", "{count} tiles", None, 3)
    assert (one, many) == ("{count} tile", "{count} tiles")
    for _, message in messages("en"):
        assert message.get("numerus") == "yes", "English holds plurals only"


PLACEHOLDER = re.compile(r"\{\w+\}|%L?n|%\d")
TAG = re.compile(r"</?[a-z]+>")


@pytest.mark.parametrize("code", [*LANGUAGES_TRANSLATED, "en"])
def test_translations_keep_every_placeholder_and_tag(code):
    for _, message in all_messages(code):
        translation = message.find("translation")
        if translation.get("type") == "unfinished":
            continue
        source = message.findtext("source")
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for form in forms:
            assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source)), (source, form)
            assert sorted(TAG.findall(form)) == sorted(TAG.findall(source)), (source, form)
            assert form.count("&") - form.count("&&") == source.count("&") - source.count("&&"), (source, form)


@pytest.mark.parametrize("code", LANGUAGES_TRANSLATED)
def test_qts_own_texts_are_translated_too(qapp, code):
    from PySide6.QtCore import QCoreApplication

    from cardavia_qt.i18n import Translators

    Translators(qapp).switch(code)
    try:
        for context, text in (("QWidgetTextControl", "Select All"), ("QScrollBar", "Scroll here")):
            assert QCoreApplication.translate(context, text) not in ("", text)
    finally:
        Translators(qapp).switch("en")
