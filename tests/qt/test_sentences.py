"""Every event and outcome of every game reads as a sentence in every language: the seats named
as the player sees them ("Left AI", "the AI", "you"), the right plural, nothing left over.

The deal log will list these sentences and the status line tells the opponents' moves with
them, so a "Seat 2", a "{card}" left unfilled, "You attacks" or an English sentence in a
Russian game would be on screen.
"""

from __future__ import annotations

import itertools
import re

import pytest

from cardavia_qt.i18n import LANGUAGE_CODES, Translators, translate_message
from cardavia_qt.seat_names import SeatNames
from cardavia_qt.sentences import event_sentence, message_sentence
from engine.core import registry
from engine.core.messages import Message, templates
from engine.durak.cards import Card as DurakCard
from engine.kowah.cards import Card as KowahCard, face_name
from engine.mahjong.tiles import name as tile_name
from engine.sisepai.cards import Card as SisepaiCard
from engine.sisepai.melds import KIND_NAMES

VIEWER = 0
GAMES = {"durak": 2, "kowah": 3, "sisepai": 4, "mahjong": 4}
COUNTS = {"count", "points", "total", "limit", "need"}

# A value for every parameter that is neither a seat nor a count, by what it names.
SAMPLES = {
    "durak": {"card": DurakCard.parse("8H").name(), "attack": DurakCard.parse("7H").name()},
    "kowah": {"card": KowahCard.parse("3C1").name(), "face": face_name("3C")},
    "sisepai": {"card": SisepaiCard.parse("RG1").name(), "meld": next(iter(KIND_NAMES.values()))()},
    "mahjong": {"tile": tile_name(22), "minimum": 8, "melds": 1},
}


def said_templates(game: str):
    registry.get(game)  # imports the game, which declares its messages
    return [t for t in templates() if t.code.startswith(game + ".") and (".event." in t.code or ".outcome." in t.code)]


def every_wording(game: str) -> list[Message]:
    """Each event and outcome message with its seats at every seat of the table (the viewer's
    included, so every "you" wording is read) and its count at 1, 2, 5 and 21."""
    players = GAMES[game]
    messages = []
    for template in said_templates(game):
        fields = {name for form in template.forms() for name in re.findall(r"\{(\w+)", form.source)}
        seats = [name for name in fields if name in template.seats]
        counts = [name for name in fields if name in COUNTS]
        for placed in itertools.product(range(players), repeat=len(seats)):
            if len(set(placed)) < len(placed):
                continue  # a seat is never two parties of one sentence
            for number in (1, 2, 5, 21) if counts else (None,):
                params = {name: SAMPLES[game][name] for name in fields if name not in seats and name not in counts}
                params.update(zip(seats, placed))
                params.update({name: number for name in counts})
                messages.append(template(**params))
    return messages


def played_events(game: str, deals: int = 3):
    """The events the viewer saw in a few whole deals, and how each ended."""
    info = registry.get(game)
    seen = []
    for seed in range(deals):
        state = info.new_deal(seed)
        policies = {seat: info.seat_policy("easy", seed, seat) for seat in range(info.players)}
        while not state.is_over:
            seat = state.pending()[0]
            state.apply(seat, policies[seat].choose(state.view(seat), state.legal_actions(seat)))
        seen.extend(state.events_seen_by(VIEWER))
    return seen


@pytest.fixture(params=LANGUAGE_CODES)
def language(request, qapp):
    Translators(qapp).switch(request.param)
    yield request.param
    Translators(qapp).switch("en")


def check_sentence(message: Message, sentence: str, names: SeatNames, language: str) -> None:
    assert "{" not in sentence and "}" not in sentence, sentence
    assert not re.search(r"\bseat \d|\bSeat \d", sentence), sentence
    for seat in message.seats.values():
        if seat != VIEWER:
            assert names.name(seat).lower() in sentence.lower(), (sentence, names.name(seat))
    form = message.form(VIEWER)
    if language == "en":
        assert not re.search(r"\b1 (cards|tiles|points)\b", sentence), sentence
        if form.key.endswith(".you.seat"):
            assert sentence.startswith(("You ", "Nobody", "Twenty")), sentence
    else:
        # Translated, not English: the wording (with its plural) has an entry of this language.
        count = message.args.get(form.count) if form.count else None
        from PySide6.QtCore import QCoreApplication

        looked_up = (QCoreApplication.translate("Engine", form.source, form.key, count) if count is not None
                     else QCoreApplication.translate("Engine", form.source, form.key))
        assert looked_up != form.source, (language, form.key)


@pytest.mark.parametrize("game", GAMES)
def test_every_wording_of_every_event_names_the_seats_in_every_language(game, language):
    names = SeatNames(GAMES[game], VIEWER)
    wordings = every_wording(game)
    # Every wording is read, but for a sentence naming every seat (Durak's "{attacker} attacks,
    # {defender} defends"), which the player always reads in a "you" form.
    expected = {form.key for t in said_templates(game) for form in t.forms()
                if form.key != t.code or len(t.seats) < GAMES[game]}
    assert {m.form(VIEWER).key for m in wordings} == expected
    for message in wordings:
        check_sentence(message, message_sentence(message, VIEWER, names), names, language)


@pytest.mark.parametrize("game", GAMES)
def test_the_events_of_played_deals_read_as_sentences(game, language):
    names = SeatNames(GAMES[game], VIEWER)
    events = played_events(game)
    for event in events:
        sentence = event_sentence(event, VIEWER, names)
        check_sentence(event.message, sentence, names, language)
    assert {event.kind for event in events} >= {"deal", "discard"} or game == "durak"


def test_english_sentences_read_right(qapp):
    Translators(qapp).switch("en")
    durak, kowah, mahjong = SeatNames(2), SeatNames(3), SeatNames(4)
    from engine.durak.rules import EV_ATTACK, EV_BOUT, EV_DRAW
    from engine.kowah.rules import EV_DISCARD, OUT_CLAIMED_DISCARD
    from engine.mahjong.deal import EV_PUNG

    eight = DurakCard.parse("8H").name()
    assert message_sentence(EV_ATTACK(seat=1, card=eight), VIEWER, durak) == "The AI attacks with the Eight of hearts."
    assert message_sentence(EV_ATTACK(seat=0, card=eight), VIEWER, durak) == "You attack with the Eight of hearts."
    assert message_sentence(EV_BOUT(attacker=1, defender=0), VIEWER, durak) == "The AI attacks, you defend."
    assert message_sentence(EV_DRAW(seat=1, count=1), VIEWER, durak) == "The AI draws 1 card."
    assert message_sentence(EV_DRAW(seat=0, count=3), VIEWER, durak) == "You draw 3 cards."
    three = KowahCard.parse("3C1").name()
    assert message_sentence(EV_DISCARD(seat=1, card=three), VIEWER, kowah) == "Right AI discards the Three of Coins."
    assert (message_sentence(OUT_CLAIMED_DISCARD(seat=2, source=0, card=three), VIEWER, kowah)
            == "Left AI wins on the Three of Coins you discarded: ×2.")
    assert message_sentence(EV_PUNG(seat=3, tile=tile_name(22)), VIEWER, mahjong) == "Left AI claims the 5 of dots for a pung."


def test_a_language_names_the_seats_its_own_way(qapp):
    from engine.kowah.rules import EV_DISCARD

    message = EV_DISCARD(seat=2, card=KowahCard.parse("3C1").name())
    Translators(qapp).switch("ru")
    try:
        assert message_sentence(message, VIEWER, SeatNames(3)).startswith("ИИ слева сбрасывает")
        assert translate_message(message, VIEWER, SeatNames(3)) == message_sentence(message, VIEWER, SeatNames(3))
    finally:
        Translators(qapp).switch("en")
