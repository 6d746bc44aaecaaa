"""Deal records, format 2: what a record says to be played again, read back from JSON, and the
rules version that played it (a record of older rules is replayed or refused as such)."""

from __future__ import annotations

import json
import random

import pytest

from engine.core import registry
from engine.core.record import AUTO, CUT_SHORT, HINTED, DealRecord, RecordError
from engine.core.state import NOT_LEGAL, IllegalAction
from engine.durak.actions import Take
from engine.durak.rules import DurakState

FIXTURE_RECORD_V1 = {  # the shape Cardavia 0.1 wrote (format 1)
    "format": 1, "game": "durak", "seed": 2024, "options": {},
    "actions": [{"seat": 1, "action": {"type": "attack", "card": "9S"}},
                {"seat": 0, "action": {"type": "defend", "card": "KS"}}],
}


def random_state(game: str, seed: int, steps: int):
    state = registry.get(game).new_deal(seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        seat = state.pending()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("game", ["durak", "sisepai", "mahjong", "kowah"])
def test_a_record_with_seats_marks_and_help_round_trips_through_json(game):
    state = random_state(game, 3, 40)
    seats = (None, *["hard"] * (registry.get(game).players - 1))
    record = DealRecord.of(state, seats, {3: {AUTO}, 5: {CUT_SHORT, HINTED}, 10**6: {AUTO}}, take_backs=2, hints=1)
    assert 10**6 not in record.marks  # a mark past the last action means nothing
    again = DealRecord.loads(json.dumps(json.loads(record.dumps())))
    assert again == record and again.rules == state.rules_version == 1
    assert again.marked(5, CUT_SHORT) and again.marked(5, HINTED) and not again.marked(4, AUTO)
    assert again.level(0) is None and again.level(1) == "hard" and again.level(99) is None
    assert again.replay().history == state.history and again.actions == tuple(state.history)
    assert again.prefix(4).actions == tuple(state.history[:4]) and set(again.prefix(4).marks) == {3}


def test_a_format_1_record_still_reads():
    record = DealRecord.from_json(FIXTURE_RECORD_V1)
    assert (record.rules, record.seats, record.marks, record.take_backs, record.hints) == (1, (), {}, 0, 0)
    assert len(record.replay().history) == 2


@pytest.mark.parametrize("change, kind", [
    ({"format": 3}, "newer"), ({"format": "two"}, "unknown"), ({"format": None}, "unknown"),
    ({"seed": "7"}, "unreadable"), ({"rules": -1}, "unreadable"), ({"seats": [None, 5]}, "unreadable"),
    ({"take_backs": True}, "unreadable"), ({"game": "chess"}, "unreadable"), ({"actions": [{"seat": 0}]}, "unreadable"),
    ({"options": [1]}, "unreadable"),
])
def test_a_damaged_record_says_what_is_wrong(change, kind):
    data = DealRecord.of(random_state("durak", 1, 5), (None, "easy")).to_json()
    data.update(change)
    with pytest.raises(RecordError) as refused:
        DealRecord.from_json(data)
    assert refused.value.kind == kind


def test_a_mark_the_format_does_not_know_is_refused():
    data = DealRecord.of(random_state("durak", 1, 5)).to_json()
    data["actions"][0]["marks"] = ["lucky"]
    with pytest.raises(RecordError, match="marks"):
        DealRecord.from_json(data)


def test_records_of_older_rules_replay_if_they_still_can_and_are_refused_as_such_if_not(monkeypatch):
    state = random_state("durak", 5, 60)
    assert any(isinstance(action, Take) for _, action in state.history)
    old = DealRecord.of(state)
    without_take = DealRecord.of(random_state("durak", 5, 1))
    # A later rules version in which the defender may no longer take.
    monkeypatch.setattr(DurakState, "rules_version", 2)
    original = DurakState.why_illegal

    def why_illegal(self, seat, action):
        return NOT_LEGAL() if isinstance(action, Take) else original(self, seat, action)

    monkeypatch.setattr(DurakState, "why_illegal", why_illegal)
    assert not any(isinstance(a, Take) for _, a in without_take.actions)
    assert tuple(without_take.replay().history) == without_take.actions  # rules 1 still plays under 2
    with pytest.raises(RecordError) as refused:
        old.replay()
    assert refused.value.kind == "rules_changed" and refused.value.reason is not None
    current = DealRecord.of(old.prefix(0).replay())
    assert current.rules == 2
    with pytest.raises(IllegalAction):  # a record of today's rules that they refuse is just wrong
        DealRecord("durak", 5, old.actions, rules=2).replay()


def test_a_record_of_newer_rules_is_refused_as_newer():
    record = DealRecord.of(random_state("kowah", 2, 10))
    with pytest.raises(RecordError) as refused:
        DealRecord(record.game, record.seed, record.actions, rules=record.rules + 1).replay()
    assert refused.value.kind == "newer"


@pytest.mark.parametrize("game", ["durak", "sisepai", "mahjong", "kowah"])
def test_a_record_plays_again_one_position_at_a_time(game):
    state = random_state(game, 8, 60)
    record = DealRecord.of(state)
    seen = []
    for index, position in record.positions():
        assert len(position.history) == index
        if index < len(record.actions):
            seat, action = record.actions[index]
            assert seat in position.pending() and action in position.legal_actions(seat)
        seen.append(index)
    assert seen == list(range(len(record.actions) + 1))
    assert position.history == state.history and position.events == state.events
