"""No count shown reads "1 tiles", "2 card", «5 карты» or «1 पत्ते»: every message that can carry a
number is formatted with 1, 2 and 5 through the path the app uses (Qt's catalogue for the app's
texts, i18n.translate_message for the engine's), and the noun after the number must agree.

Which message carries a count is not listed by hand: every placeholder is filled with the
number, so a message that says "{count} tiles" without a plural form is caught wherever it is.
The nouns checked are those a count is shown with, in the languages whose nouns change with
the number (Norwegian «kort», Indonesian and Chinese do not)."""

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from cardavia_qt.i18n import ENGINE_CONTEXT, Translators, translate_message
from engine.core.messages import templates

ROOT = Path(__file__).resolve().parents[2]

# For each language and number, the forms a count's noun must not take after it.
EN_ONE = {"tile": "tiles", "card": "cards", "point": "points", "fan": "fans", "time": "times",
          "hint": "hints", "take-back": "take-backs", "deal": "deals", "meld": "melds", "group": "groups",
          "copy": "copies", "pair": "pairs", "player": "players", "set": "sets", "bout": "bouts",
          "turn": "turns", "round": "rounds", "flower": "flowers"}
WRONG = {
    "en": {1: set(EN_ONE.values()), 2: set(EN_ONE), 5: set(EN_ONE)},
    "ru": {1: {"карты", "карт", "кости", "костей", "очка", "очков", "подсказки", "подсказок", "раза", "партии",
               "партий"},
           2: {"карта", "карту", "карт", "кость", "костей", "очко", "очков", "подсказка", "подсказок", "раз",
               "партия", "партий"},
           5: {"карта", "карту", "карты", "кость", "кости", "очко", "очка", "подсказка", "подсказки", "раза",
               "партия", "партии"}},
    "hi": {1: {"पत्ते", "टाइलें"}, 2: {"पत्ता", "टाइल"}, 5: {"पत्ता", "टाइल"}},
}
# One adjective may stand between the number and its noun ("1 unseen tile", «2 закрытые кости»).
ADJECTIVE = {"en": r"(?:(?:unseen|concealed|hidden|exposed|more|other|declared|finished) )?",
             "ru": r"(?:\w+(?:ая|ую|ые|ых|ое|ой|ый|ий) )?", "hi": ""}
LETTER = r"[\w\u0900-\u097F-]"  # Devanagari's vowel signs are not \w: a word goes on through them
FIELD = re.compile(r"\{(\w+)(?:![rsa])?\}")
QT_COUNT = re.compile(r"%L?n")
CASES = [(code, n) for code in WRONG for n in (1, 2, 5)]


def disagreements(code: str, text: str, n: int) -> list[str]:
    nouns = "|".join(sorted(map(re.escape, WRONG[code][n]), key=len, reverse=True))
    pattern = rf"(?<![\d.,%]){n} {ADJECTIVE[code]}(?:{nouns})(?!{LETTER})"
    return [match.group(0) for match in re.finditer(pattern, text)]


def app_messages():
    """(context, source, comment, is_plural) of every app text: the Norwegian catalogue lists them
    all (English's holds only the plural ones)."""
    tree = ET.parse(ROOT / "translations" / "cardavia_nb.ts")
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        if name == ENGINE_CONTEXT:
            continue  # checked through the engine's own templates below
        for message in context.iter("message"):
            yield name, message.findtext("source"), message.findtext("comment"), message.get("numerus") == "yes"


def filled(text: str, n: int) -> str:
    return QT_COUNT.sub(str(n), FIELD.sub(str(n), text))


@pytest.mark.parametrize("code, n", CASES)
def test_the_apps_counts_agree_with_their_nouns(qapp, code, n):
    Translators(qapp).switch(code)
    wrong = []
    for context, source, comment, plural in app_messages():
        shown = filled(QCoreApplication.translate(context, source, comment, n if plural else -1), n)
        wrong += [(context, source, bad) for bad in disagreements(code, shown, n)]
    assert wrong == []


@pytest.mark.parametrize("code, n", CASES)
def test_the_engines_counts_agree_with_their_nouns(qapp, code, n):
    sys.path.insert(0, str(ROOT / "tools"))
    from translations import import_whole_engine

    import_whole_engine()
    Translators(qapp).switch(code)
    wrong = []
    for template in templates():
        names = {name for form in template.forms() for text in (form.source, form.one or "")
                 for name in FIELD.findall(text)}
        message = template(**{name: n for name in names})
        # Every seat parameter holds n, so reading as seat n picks the "you" wordings.
        for reader in (None, n):
            shown = translate_message(message, reader, seat_name=lambda seat: "X")
            wrong += [(template.code, bad) for bad in disagreements(code, shown, n)]
    assert wrong == []


def test_the_check_sees_a_wrong_count():
    assert disagreements("en", "Wall · 1 tiles", 1) == ["1 tiles"]
    assert disagreements("en", "Left AI draws 2 card.", 2) == ["2 card"]
    assert disagreements("en", "1 unseen tiles improve it", 1) == ["1 unseen tiles"]
    assert disagreements("en", "1 tile; 2 cards; 21 points; 1.5 points", 1) == []
    assert disagreements("ru", "у вас осталось 5 карты; 5 закрытые кости", 5) == ["5 карты", "5 закрытые кости"]
    assert disagreements("ru", "5 карт; 15 карты", 5) == []
    assert disagreements("hi", "हाथ में 1 पत्ते बचे", 1) == ["1 पत्ते"]
    assert disagreements("hi", "2 टाइलें; 2 टाइल", 2) == ["2 टाइल"]
