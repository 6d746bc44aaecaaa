"""Languages and the translation of engine messages.

The engine speaks in `Message` values (a code, an English default and parameters). The app
translates the English default in the "Engine" context, with the code as disambiguation, then
fills in the parameters — themselves translated when they are messages too.
"""

from __future__ import annotations

from typing import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from cardavia_qt import fonts
from cardavia_qt.resources import translations_dir
from engine.core.messages import Message, capitalised, seat_in_english

ENGINE_CONTEXT = "Engine"


# The languages are the translation files we ship: adding one is copying a .ts file to
# translations/cardavia_<code>.ts, translating it and running tools/translations.py. This order
# is the menu's; any other language follows, alphabetically.
MENU_ORDER = ("en", "hi", "nb", "zh_CN", "ru", "id")
# Where a menu's form differs from Qt's native name of the locale (Qt names en as "American
# English" and id by the country, "Indonesia").
MENU_FORMS = {
    "en": "English",
    "zh_CN": "简体中文",
    "id": "Bahasa Indonesia",
}


def native_name(code: str) -> str:
    """How the language names itself in a menu, capitalised as menus are, from the locale data
    built into Qt Core (nothing to load at start)."""
    if code in MENU_FORMS:
        return MENU_FORMS[code]
    locale = QLocale(code)
    name = locale.nativeLanguageName() if locale.language() != QLocale.Language.C else ""
    name = name or code  # a code Qt does not know still gets a menu entry
    return name[:1].upper() + name[1:]  # "Norsk bokmål", "Русский"


def _shipped_codes() -> tuple[str, ...]:
    folder = translations_dir()
    found = {path.stem.removeprefix("cardavia_") for pattern in ("cardavia_*.ts", "cardavia_*.qm")
             for path in folder.glob(pattern)}
    ordered = [code for code in MENU_ORDER if code == "en" or code in found]
    return tuple(ordered + sorted(found - set(MENU_ORDER)))


# As used by --lang and in file names (en, hi, nb, zh_CN, ru, id); names are looked up only
# when a menu asks (native_name), not at import.
LANGUAGE_CODES = _shipped_codes()


def system_language(ui_languages: list[str] | None = None) -> str:
    """The first of the system's preferred languages that we have, else English (first run)."""
    if ui_languages is None:
        ui_languages = QLocale.system().uiLanguages()
    for tag in ui_languages:
        parts = tag.replace("_", "-").split("-")
        language = parts[0].lower()
        if language == "zh" and not any(p in ("Hant", "TW", "HK", "MO") for p in parts[1:]):
            return "zh_CN"  # Simplified Chinese is what we have
        if language in ("nb", "no"):
            return "nb"  # Norwegian without a written standard named: Bokmål is what most read
        if language in LANGUAGE_CODES:
            return language
    return "en"


def current_language() -> str:
    app = QCoreApplication.instance()
    return (app.property("cardavia_language") if app is not None else None) or "en"


def format_number(value: float, digits: int = 0, fixed: bool = False) -> str:
    """A number as the chosen language writes it, with at most `digits` decimals and no
    trailing zeros (`fixed`: exactly `digits`, for numbers read side by side: «4.0 % instead of
    4.1 %», not «4 % instead of 4.1 %»): the locale's own grouping and separators from Qt's CLDR
    data (Hindi groups lakhs and crores, 12,34,567; Norwegian and Russian use spaces)."""
    precision = digits if fixed else QLocale.FloatingPointPrecisionOption.FloatingPointShortest.value
    return QLocale(current_language()).toString(float(round(value, digits)), "f", precision)


def translate_fan(name: str) -> str:
    """An MCR fan's name (as the engine's outcome gives it, in English) in the chosen language;
    a name the engine does not know stays as it is."""
    from engine.mahjong.fans import fan_message

    try:
        return translate_message(fan_message(name))
    except KeyError:
        return name


def translate_message(message: Message, reader: int | None = None,
                      seat_name: Callable[[int], str] | None = None) -> str:
    """The message in the current language (English when no translation is installed).

    A message about seats takes the wording for `reader` ("You attack…" when the reader's seat
    attacks) and names the other seats with `seat_name` (the table's names, `SeatNames`). A
    wording that follows a number is looked up as a plural, so each language picks its form;
    English, which has no catalogue for the engine, picks the engine's own.
    """
    form = message.form(reader)
    args = message.args
    count = args.get(form.count) if form.count is not None else None
    if isinstance(count, int):
        text = QCoreApplication.translate(ENGINE_CONTEXT, form.source, form.key, count)
    else:
        text = QCoreApplication.translate(ENGINE_CONTEXT, form.source, form.key)
    if text == form.source:
        text = form.english(args)  # not translated: the engine's English, its plural included
    seats = message.seats
    values = {}
    for key, value in message.params:
        if isinstance(value, Message):
            values[key] = translate_message(value, reader, seat_name)
        elif key in seats:
            values[key] = seat_name(value) if seat_name is not None else seat_in_english(value)
        else:
            values[key] = value
    try:
        sentence = text.format(**values)
    except (KeyError, IndexError, ValueError):
        # A translation with a broken placeholder must not hide the message: use English.
        sentence = form.english(args).format(**values)
    return capitalised(sentence) if seats else sentence


class Translators:
    """Installs our catalogue and Qt's own for a language, replacing the previous ones.

    There is one QApplication per process, so the installed translators are kept per
    application: a second Translators (a second window, a test) replaces, never stacks.
    """

    _installed: dict[int, list[QTranslator]] = {}

    def __init__(self, app: QCoreApplication):
        self.app = app

    @property
    def language(self) -> str:
        return current_language()

    def switch(self, code: str) -> str:
        """Install `code`'s translations (Qt sends LanguageChange to every widget)."""
        if code not in LANGUAGE_CODES:
            code = "en"
        for translator in self._installed.pop(id(self.app), []):
            self.app.removeTranslator(translator)
            # Its parent is the application, which would keep it for ever: one catalogue per
            # switch, 288 of them after 200 switches, before this line.
            shiboken6.delete(translator)
        installed: list[QTranslator] = []
        QLocale.setDefault(QLocale(code))
        fonts.use_language(code)  # fonts that shape both the old and the new texts
        # English too has a catalogue of ours: the plural forms of the app's own texts.
        ours = QTranslator(self.app)
        if ours.load(f"cardavia_{code}", str(translations_dir())):
            installed.append(ours)
        else:
            shiboken6.delete(ours)
        if code != "en":
            # Qt's own texts (context menus, scroll bars): Qt's translation where it ships one,
            # else ours (translations/qtbase_<code>.qm).
            qt_own = QTranslator(self.app)
            if (qt_own.load(QLocale(code), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
                    or qt_own.load(f"qtbase_{code}", str(translations_dir()))):
                installed.append(qt_own)
            else:
                shiboken6.delete(qt_own)
        for translator in installed:
            self.app.installTranslator(translator)
        self._installed[id(self.app)] = installed
        self.app.setProperty("cardavia_language", code)
        fonts.settle()  # the new texts now, then the new language's own fonts
        return code
