"""The 120-card money pack, and cards and actions that print and parse back."""

import json
from collections import Counter

import pytest

from engine.kowah.actions import Declare, Discard, Draw, Pass, Take, action_from_json, parse_action
from engine.kowah.cards import FACES, FULL_PACK, HONOURS, Card, face_name, parse_face, rank_of, suit_of


def test_pack_is_four_of_each_of_thirty_faces():
    # The spec's pack table: Coins, Strings, Myriads 1–9 ×4 (36 each) and three honours ×4.
    assert len(FULL_PACK) == 120 and len(set(FULL_PACK)) == 120
    assert len(FACES) == 30
    by_face = Counter(card.face for card in FULL_PACK)
    assert set(by_face.values()) == {4}
    by_suit = Counter(card.suit for card in FULL_PACK)
    assert by_suit == {"C": 36, "S": 36, "M": 36, None: 12}
    assert sorted(rank_of(face) for face in HONOURS) == ["OT", "RF", "WF"]
    assert len({card.code for card in FULL_PACK}) == 120


def test_triples_match_by_rank_pairs_by_face():
    assert rank_of("5C") == rank_of("5S") == rank_of("5M") == "5"
    assert len({rank_of(face) for face in HONOURS}) == 3  # honours only match their own kind
    assert suit_of("OT") is None and suit_of("9M") == "M"


@pytest.mark.parametrize("card", FULL_PACK, ids=str)
def test_card_text_round_trip(card):
    assert Card.parse(str(card)) == card
    assert Card.parse(str(card).lower()) == card


def test_names_are_messages():
    assert Card.parse("5C2").name().text() == "Five of Coins"
    assert Card.parse("OT1").name().text() == "Old Thousand"
    assert face_name("9M").text() == "Nine of Myriads"
    assert face_name("WF").code == "kowah.honour.WF"
    assert Card.parse("RF3").name() == Card.parse("RF1").name()  # copies share a name


@pytest.mark.parametrize("text", ["", "5C", "5C5", "5C0", "0C1", "5X1", "OT", "XX1", "5CC"])
def test_bad_card_text_is_refused_clearly(text):
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(text)


@pytest.mark.parametrize("face, copy", [("5X", 1), ("5C", 0), ("5C", 5), ("OT", "1")])
def test_impossible_cards_cannot_be_built(face, copy):
    with pytest.raises(ValueError):
        Card(face, copy)


def test_faces_parse():
    assert parse_face(" ot ") == "OT"
    with pytest.raises(ValueError, match="not a face"):
        parse_face("0C")


ACTIONS = [Draw(), Take(), Pass(), Discard(Card.parse("7S4")), Declare("5C"), Declare("WF")]


@pytest.mark.parametrize("action", ACTIONS, ids=str)
def test_action_round_trips(action):
    assert action_from_json(json.loads(json.dumps(action.to_json()))) == action
    assert parse_action(str(action)) == action
    assert hash(action) == hash(action_from_json(action.to_json()))


def test_actions_are_immutable_and_distinct():
    with pytest.raises(AttributeError):
        Declare("5C").pair = "6C"
    assert len(set(ACTIONS)) == len(ACTIONS)
    assert Draw() != Take() != Pass()


@pytest.mark.parametrize("data", [{}, {"type": "fly"}, {"type": "discard", "card": "ZZ1"},
                                  {"type": "discard"}, {"type": "declare", "pair": "0C"},
                                  {"type": "declare", "pair": 5}, [], "draw"])
def test_bad_action_json_is_refused(data):
    with pytest.raises(ValueError):
        action_from_json(data)


@pytest.mark.parametrize("text", ["", "draw now", "discard", "declare 5C1", "fold"])
def test_bad_action_text_is_refused(text):
    with pytest.raises(ValueError):
        parse_action(text)
