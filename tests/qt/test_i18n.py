"""Languages by their own names, and engine messages translated in the app."""

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QTranslator

from cardavia_qt.i18n import LANGUAGE_CODES, Translators, translate_message
from cardavia_qt.models.languages import CODE_ROLE, LanguageModel
from engine.durak.cards import Card


def test_selector_offers_the_six_languages_by_their_own_names(qapp):
    model = LanguageModel()
    names = [model.data(model.index(row)) for row in range(model.rowCount())]
    assert names == ["English", "हिन्दी", "Norsk bokmål", "简体中文", "Русский", "Bahasa Indonesia"]
    assert [model.data(model.index(row), CODE_ROLE) for row in range(model.rowCount())] == list(LANGUAGE_CODES)


class FakeNorwegian(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        table = {"{rank} of {suit}": "{suit}-{rank}", "Nine": "ni", "spades": "spar"}
        return table.get(source) if context == "Engine" else None


def test_engine_messages_are_translated_with_their_parameters(qapp):
    message = Card.parse("9S").name()
    assert translate_message(message) == "Nine of spades"
    fake = FakeNorwegian()
    QCoreApplication.installTranslator(fake)
    try:
        assert translate_message(message) == "spar-ni"
    finally:
        QCoreApplication.removeTranslator(fake)
    assert translate_message(message) == "Nine of spades"


class BrokenTranslation(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        return "{kort} av {farge}" if source == "{rank} of {suit}" else None


def test_a_broken_placeholder_in_a_translation_falls_back_to_english(qapp):
    broken = BrokenTranslation()
    QCoreApplication.installTranslator(broken)
    try:
        assert translate_message(Card.parse("9S").name()) == "Nine of spades"
    finally:
        QCoreApplication.removeTranslator(broken)


@pytest.mark.parametrize("preferred, expected", [
    (["hi-IN", "en-US"], "hi"), (["nb-NO"], "nb"), (["no"], "nb"), (["nn-NO", "nb-NO"], "nb"),
    (["zh-Hans-CN"], "zh_CN"), (["zh-CN"], "zh_CN"), (["zh-Hant-TW", "en"], "en"), (["ru-RU"], "ru"),
    (["id-ID"], "id"), (["de-DE", "fr-FR"], "en"), ([], "en"), (["de-DE", "ru"], "ru"),
])
def test_the_first_run_picks_the_system_language_when_we_have_it(preferred, expected):
    from cardavia_qt.i18n import system_language

    assert system_language(preferred) == expected


def test_a_seventh_language_is_a_copied_translation_file(tmp_path, monkeypatch):
    import shutil

    from cardavia_qt import i18n
    from cardavia_qt.resources import translations_dir

    for path in translations_dir().glob("cardavia_*.ts"):
        shutil.copy(path, tmp_path / path.name)
    shutil.copy(translations_dir() / "cardavia_nb.ts", tmp_path / "cardavia_de.ts")  # copy, translate, done
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    codes = i18n._shipped_codes()
    assert codes == (*LANGUAGE_CODES, "de")
    assert i18n.native_name("de") == "Deutsch"
    # The translation command empties the copied words: German starts with all to translate.
    import sys
    import xml.etree.ElementTree as ET
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    from translations import start_fresh

    start_fresh(tmp_path / "cardavia_de.ts", "de")
    root = ET.parse(tmp_path / "cardavia_de.ts").getroot()
    assert root.get("language") == "de"
    assert all(t.get("type") == "unfinished" and not "".join(t.itertext()) for t in root.iter("translation"))


def test_switching_language_keeps_no_old_translators(qapp):
    translators = Translators(qapp)
    translators.switch("ru")
    installed = len(qapp.findChildren(QTranslator))
    replaced = []
    for code in ("hi", "ru", "nb", "zh_CN", "id", "ru") * 34:  # 204 switches
        replaced += Translators._installed[id(qapp)]
        translators.switch(code)
    assert len(qapp.findChildren(QTranslator)) == installed
    assert not any(shiboken6.isValid(translator) for translator in replaced)
