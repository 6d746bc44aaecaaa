"""No count shown in English reads "1 tiles" or "2 card": every message that can carry a number
is formatted with 1 and with 2 through the path the app uses (Qt's English catalogue for the
app's texts, i18n.translate_message for the engine's), and the noun after the number must agree.

Which message carries a count is not listed by hand: every placeholder is filled with the
number, so a message that says "{count} tiles" without a plural form is caught wherever it is."""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from cardavia_qt.i18n import ENGINE_CONTEXT, Translators, translate_message
from engine.core.messages import templates

ROOT = Path(__file__).resolve().parents[2]

# The nouns a count is shown with, singular → plural (optionally after one adjective such as
# "unseen"); verbs ending in -s ("discards", "wins") are not nouns here.
NOUNS = {"tile": "tiles", "card": "cards", "point": "points", "fan": "fans", "time": "times",
         "hint": "hints", "take-back": "take-backs", "deal": "deals", "meld": "melds", "group": "groups",
         "copy": "copies", "pair": "pairs", "player": "players", "set": "sets", "bout": "bouts",
         "turn": "turns", "round": "rounds", "flower": "flowers"}
ADJECTIVE = r"(?:(?:unseen|concealed|hidden|exposed|more|other|declared|finished|face-up|face-down) )?"
ONE_WITH_PLURAL = re.compile(rf"(?<![\d.,%])1 {ADJECTIVE}({'|'.join(map(re.escape, NOUNS.values()))})\b")
TWO_WITH_SINGULAR = re.compile(rf"(?<![\d.,%])2 {ADJECTIVE}({'|'.join(map(re.escape, NOUNS))})(?![\w-])")
FIELD = re.compile(r"\{(\w+)(?:![rsa])?\}")
QT_COUNT = re.compile(r"%L?n")


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


def disagreements(text: str, n: int) -> list[str]:
    pattern = ONE_WITH_PLURAL if n == 1 else TWO_WITH_SINGULAR
    return [match.group(0) for match in pattern.finditer(text)]


@pytest.fixture
def english(qapp):
    Translators(qapp).switch("en")


@pytest.mark.parametrize("n", [1, 2])
def test_the_apps_counts_agree_with_their_nouns_in_english(english, n):
    wrong = []
    for context, source, comment, plural in app_messages():
        text = QCoreApplication.translate(context, source, comment, n if plural else -1)
        shown = filled(text, n)
        wrong += [(context, source, bad) for bad in disagreements(shown, n)]
    assert wrong == []


@pytest.mark.parametrize("n", [1, 2])
def test_the_engines_counts_agree_with_their_nouns_in_english(english, n):
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    from translations import import_whole_engine

    import_whole_engine()
    wrong = []
    for template in templates():
        names = {name for form in template.forms() for text in (form.source, form.one or "")
                 for name in FIELD.findall(text)}
        message = template(**{name: n for name in names})
        # Every seat parameter holds n, so reading as seat n picks the "you" wordings.
        for reader in (None, n):
            shown = translate_message(message, reader, seat_name=lambda seat: "Left AI")
            wrong += [(template.code, bad) for bad in disagreements(shown, n)]
    assert wrong == []


def test_the_check_sees_a_wrong_count():
    assert disagreements("Wall · 1 tiles", 1) == ["1 tiles"]
    assert disagreements("Left AI draws 2 card.", 2) == ["2 card"]
    assert disagreements("1 unseen tiles improve it", 1) == ["1 unseen tiles"]
    assert disagreements("1 tile; 2 cards; 21 points; 1.5 points", 1) == []
    assert disagreements("2 cards; 12 card", 2) == []
