"""A card's or tile's name never stands before a Hindi postposition, nor decides a word's gender.

The names are filled in at run time, already translated, in the direct case («सिक्के का नहला»,
«हुकुम का इक्का», «घोड़ा (लाल)»): a sentence cannot decline them. Before a postposition Hindi needs
the oblique («सिक्के के नहले पर», «हुकुम के इक्के से»), so «{card} पर फिर क्लिक करें» reads wrong on
screen. Every Hindi translation must put such a name where the direct case is right: as the
object of a verb («{card} चलकर हमला करता है»), after a colon or a dash («…नहीं बनता: {tile}।»), or
in brackets after a noun that takes the postposition («इस टाइल ({tile}) की चार प्रतियाँ»).

Names of both genders fill the same placeholder («हुकुम का इक्का», «हुकुम की बेगम», «तोप (लाल)»),
so a word that would agree with the name — a perfective participle, «सकता», «कटता», «का नहीं» —
is wrong for half the cards. Such a word agrees with a noun the sentence supplies instead
(«…का फेंका पत्ता, {card}, लेकर…»). Within a name, the joining «का»/«की» follows the rank.
"""

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from cardavia_qt.i18n import Translators, translate_message
from engine.durak.cards import FULL_PACK as DURAK_PACK
from engine.kowah.cards import FACES as KOWAH_FACES
from engine.kowah.cards import HONOURS as KOWAH_HONOURS
from engine.kowah.cards import face_name

ROOT = Path(__file__).resolve().parents[2]
HINDI = ROOT / "translations" / "cardavia_hi.ts"

# The placeholders that hold a card's or tile's name (or a list or phrase ending in one), by
# what the English sources fill them with: {card} (Durak, Kowah, Sì Sè Pái cards), {attack} (the
# Durak card being beaten), {tile} (MCR tiles), {face} (a Kowah card face), {tiles} and {cards}
# (names in a row), {claim} (a Sì Sè Pái group "…, साथ में {cards}").
CARD_NAMES = {"card", "attack", "tile", "face", "tiles", "cards", "claim"}
# Every other placeholder the Hindi file has, each checked to hold no card name: seats («आप»,
# «AI (बाएँ)») decline fine, counts and points are numbers, the rest are labels, parts of a name
# ({suit} का {rank}), what a player typed ({text!r}) or whole sentences ({event} {status}).
NOT_CARD_NAMES = {
    "seat", "source", "discarder", "attacker", "defender",  # seats
    "count", "total", "points", "need", "limit", "minimum", "times", "played", "shanten", "number",
    "multiplier",  # numbers
    "suit", "rank", "character", "colour", "wind", "meld", "melds", "level", "where", "which", "flag",
    "detail", "text", "value", "field", "kind", "offer",  # what a bad MCR hand's input said
    "event", "status",
}

# What needs the oblique case before it: the postpositions, and «वाला» («नहले वाला पत्ता»).
POSTPOSITIONS = ("से", "पर", "को", "में", "का", "के", "की", "ने", "तक", "वाला", "वाले", "वाली",
                 "सहित", "समेत", "जैसा", "जैसे", "जैसी", "द्वारा")
PLACEHOLDER = re.compile(r"\{([a-z_]+)(?:![rsa])?(?::[^}]*)?\}")
# A whole word only: «{card} काटें» is a verb, not «का»; Devanagari vowel signs are not \w in re.
BEFORE_POSTPOSITION = re.compile(
    r"\{(" + "|".join(sorted(CARD_NAMES)) + r")\}\s+(" + "|".join(POSTPOSITIONS) + r")(?![\u0900-\u097F])")


def translations():
    """(English source, comment, each form of the Hindi translation) of every message."""
    for message in ET.parse(HINDI).getroot().iter("message"):
        translation = message.find("translation")
        forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
        yield message.findtext("source"), message.findtext("comment"), forms


def declined_names(text: str) -> list[str]:
    return [match.group(0) for match in BEFORE_POSTPOSITION.finditer(text)]


def test_no_card_or_tile_name_stands_before_a_postposition():
    found = [(source, form) for source, _, forms in translations() for form in forms if declined_names(form)]
    assert found == []


def test_every_placeholder_is_known_to_hold_a_card_name_or_not():
    """A new placeholder must be sorted into one of the lists, so that a new card-holding one
    (say {trump}) is checked too."""
    used = {name for _, _, forms in translations() for form in forms for name in PLACEHOLDER.findall(form)}
    assert used - CARD_NAMES - NOT_CARD_NAMES == set()
    assert CARD_NAMES <= used  # each is really checked somewhere


def test_the_check_sees_a_declined_name_and_only_that():
    assert declined_names("फेंकने के लिए {card} पर फिर क्लिक करें") == ["{card} पर"]
    assert declined_names("{seat} {card} से {attack} को काटता है।") == ["{card} से", "{attack} को"]
    assert declined_names("{tile} को अपने पुंग में जोड़ें") == ["{tile} को"]
    assert declined_names("{card} काटें या पत्ते उठाएँ") == []  # काटें is a verb
    assert declined_names("{card} कोई नहीं लेता: यह {seat} का फेंका पत्ता माना जाता है।") == []
    assert declined_names("इस टाइल ({tile}) की चार प्रतियाँ") == []
    assert declined_names("आपका इंतज़ार: {face} — गड्डी से खींचें") == []


# -- gender --------------------------------------------------------------------------------------
# The placeholders a card's name fills as a whole (lists and tiles are not checked here: «टाइल» is
# what the tile sentences agree with), and the words of this file that agree with a noun.
GENDERED_NAMES = ("card", "attack", "face")
AGREEING = ("खींचा", "फेंका", "उठाया", "लिया", "कटता", "सकता", "का नहीं")
_LETTER = r"\u0900-\u0963\u0966-\u097F"  # Devanagari without the danda «।»
# After the name, in the same clause (a comma, colon, dash or danda ends it: «पत्ता, {card}, …»).
AGREES_AFTER = re.compile(r"\{(" + "|".join(GENDERED_NAMES) + r")\}[^,:;।—()]*?(?<![" + _LETTER + r"])("
                          + "|".join(AGREEING) + r")(?![" + _LETTER + r"])")
# A participle right before the name («का फेंका {card}»).
AGREES_BEFORE = re.compile(r"(?<![" + _LETTER + r"])(खींचा|फेंका|उठाया) \{(" + "|".join(GENDERED_NAMES) + r")\}")
FEMININE_RANKS = {"बेगम", "दुक्की", "तिक्की"}  # Durak's Queen, Kowah's Two and Three


def agreeing_with_a_name(text: str) -> list[str]:
    return [match.group(0) for pattern in (AGREES_AFTER, AGREES_BEFORE) for match in pattern.finditer(text)]


def test_no_word_takes_its_gender_from_a_card_name():
    found = [form for _, _, forms in translations() for form in forms if agreeing_with_a_name(form)]
    assert found == []


def test_the_gender_check_sees_a_word_agreeing_with_a_name_and_only_that():
    assert agreeing_with_a_name("आपने {card} खींचा: इसे लेना ही होगा") == ["{card} खींचा"]
    assert agreeing_with_a_name("{seat} {source} का फेंका {card} लेकर जीतता है: ×2।") == ["फेंका {card}"]
    assert agreeing_with_a_name("{card} आपके काम का नहीं। {seat} सोच रहा है…") == ["{card} आपके काम का नहीं"]
    assert agreeing_with_a_name("{attack} इस पत्ते से नहीं कटता: {card}।") == ["{attack} इस पत्ते से नहीं कटता"]
    assert agreeing_with_a_name("{seat} {source} का फेंका पत्ता, {card}, लेकर जीतता है: ×2।") == []
    assert agreeing_with_a_name("{seat} {card} फेंकता है।") == []  # the verb agrees with the seat
    assert agreeing_with_a_name("आपका खींचा पत्ता: {card} — लें या पास करें") == []


def test_a_card_name_joins_suit_and_rank_as_the_rank_s_gender_asks(qapp):
    Translators(qapp).switch("hi")
    names = [translate_message(card.name()) for card in DURAK_PACK]
    names += [translate_message(face_name(face)) for face in KOWAH_FACES if face not in KOWAH_HONOURS]
    wrong, feminine = [], 0
    for name in names:
        _, joiner, rank = re.fullmatch(r"(\S+) (का|की) (\S+)", name).groups()
        feminine += rank in FEMININE_RANKS
        if joiner != ("की" if rank in FEMININE_RANKS else "का"):
            wrong.append(name)
    assert wrong == []
    assert feminine == 4 + 2 * 3  # four Queens, and Kowah's Two and Three in three suits
