"""Cards, actions and whole deals print and parse back (python-chess style round trips)."""

import json
import random

import pytest
from hypothesis import given, strategies as st

from engine.core.record import DealRecord
from engine.core.state import IllegalAction
from engine.durak.actions import Attack, Defend, Done, Take, action_from_json, parse_action
from engine.durak.cards import FULL_PACK, Card
from engine.durak.rules import DurakState


@pytest.mark.parametrize("card", FULL_PACK, ids=str)
def test_card_text_round_trip(card):
    assert Card.parse(str(card)) == card
    assert Card.parse(str(card).lower()) == card


def test_card_codes_are_the_short_form():
    assert [str(Card.parse(t)) for t in ("6S", "TD", "AH", "10c")] == ["6S", "TD", "AH", "TC"]
    assert Card.parse("QS").name().text() == "Queen of spades"
    assert Card.parse("TH").label() == "10♥"


@pytest.mark.parametrize("text", ["", "1S", "AX", "6", "AHH", "5S"])
def test_bad_card_text_is_refused_clearly(text):
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(text)


@pytest.mark.parametrize("action", [Attack(Card.parse("6S")), Defend(Card.parse("AH")), Take(), Done()], ids=str)
def test_action_round_trips(action):
    assert action_from_json(json.loads(json.dumps(action.to_json()))) == action
    assert parse_action(str(action)) == action


@pytest.mark.parametrize("data", [{}, {"type": "fly"}, {"type": "attack", "card": "ZZ"}, [], "take"])
def test_bad_action_json_is_refused(data):
    with pytest.raises(ValueError):
        action_from_json(data)


def random_deal(seed: int, stop_after: int) -> DurakState:
    rng = random.Random(seed)
    state = DurakState.new(seed)
    for _ in range(stop_after):
        if state.is_over:
            break
        (seat,) = state.pending()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@given(seed=st.integers(0, 2**31 - 1), stop_after=st.integers(0, 200))
def test_deal_record_round_trip_replays_the_same_state(seed, stop_after):
    state = random_deal(seed, stop_after)
    record = DealRecord.of(state)
    restored = DealRecord.loads(record.dumps()).replay()
    assert restored.history == state.history
    for seat in (0, 1):
        assert restored.view(seat) == state.view(seat)
        assert restored.legal_actions(seat) == state.legal_actions(seat)
    assert restored.stock == state.stock and restored.outcome == state.outcome


def test_same_seed_same_deal_and_different_seeds_differ():
    assert DurakState.new(11).hands == DurakState.new(11).hands
    assert DurakState.new(11).hands != DurakState.new(12).hands


def test_a_tampered_record_fails_loudly_on_replay():
    state = random_deal(5, 30)
    data = DealRecord.of(state).to_json()
    data["actions"][1]["seat"] = 1 - data["actions"][1]["seat"]
    with pytest.raises(IllegalAction):
        DealRecord.from_json(data).replay()


def test_unknown_record_format_is_refused():
    data = DealRecord.of(random_deal(5, 3)).to_json()
    data["format"] = 99
    with pytest.raises(ValueError, match="format"):
        DealRecord.from_json(data)
