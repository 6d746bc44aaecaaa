"""Deals as data: seeded deals are reproducible and replay from their JSON actions."""

import json
import random

from hypothesis import given, settings, strategies as st

from engine.core import registry
from engine.kowah.actions import action_from_json
from engine.kowah.game import INFO
from engine.kowah.rules import KowahState


def random_deal(seed: int, stop_after: int) -> KowahState:
    rng = random.Random(seed)
    state = INFO.new_deal(seed)
    for _ in range(stop_after):
        if state.is_over:
            break
        (seat,) = state.pending()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), stop_after=st.integers(0, 400))
def test_json_actions_replay_the_same_deal(seed, stop_after):
    state = random_deal(seed, stop_after)
    text = json.dumps([{"seat": seat, "action": action.to_json()} for seat, action in state.history])
    restored = INFO.new_deal(seed)
    for item in json.loads(text):
        restored.apply(item["seat"], INFO.action_from_json(item["action"]))
    assert restored.history == state.history
    for seat in range(3):
        assert restored.view(seat) == state.view(seat)
        assert restored.legal_actions(seat) == state.legal_actions(seat)
    assert restored.stock == state.stock and restored.outcome == state.outcome


def test_same_seed_same_deal_and_different_seeds_differ():
    assert KowahState.new(11).hands == KowahState.new(11).hands
    assert KowahState.new(11).hands != KowahState.new(12).hands


def test_registry_entry_is_playable_with_both_ais():
    assert INFO.id == "kowah" and INFO.players == 3 and INFO.cards == 120
    assert registry.load(INFO.action_parser) is action_from_json
    assert INFO.policy_names() == ["random", "easy", "hard", "expert"]
    assert INFO.playable


def test_clone_is_independent():
    state = random_deal(3, 30)
    copy = state.clone()
    (seat,) = copy.pending()
    copy.apply(seat, copy.legal_actions(seat)[0])
    assert len(copy.history) == len(state.history) + 1
    assert copy.view(seat) != state.view(seat)
    assert sorted(copy.all_cards()) == sorted(state.all_cards())
