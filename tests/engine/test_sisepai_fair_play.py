"""Policies cannot cheat: a view hides everything a seat may not know, so dealing the other
hidden hands and the stock differently (same sizes, same public facts) leaves the view — and so
each policy's decision with the same generator — unchanged."""

import random

import pytest

from engine.core.rng import make_rng
from engine.core.policy import RandomPolicy
from engine.sisepai.ai_easy import EasySisepai
from engine.sisepai.ai_hard import HardSisepai
from engine.sisepai.rules import SisepaiState

POLICIES = {"random": RandomPolicy, "easy": EasySisepai, "hard": HardSisepai}


def mid_deal(seed: int, rng: random.Random) -> SisepaiState:
    state = SisepaiState.new(seed)
    players = [EasySisepai(make_rng("mid", seed, seat)) for seat in range(4)]
    for _ in range(rng.randrange(0, 200)):
        if state.is_over:
            break
        seat = state.pending()[0]
        state.apply(seat, players[seat].choose(state.view(seat), state.legal_actions(seat)))
    return state


def reshuffle_hidden(state: SisepaiState, viewer: int, rng: random.Random) -> SisepaiState:
    alt = state.clone()
    others = [seat for seat in range(4) if seat != viewer]
    pool = [card for seat in others for card in state.hands[seat]] + list(state.stock)
    rng.shuffle(pool)
    for seat in others:
        size = len(state.hands[seat])
        alt.hands[seat], pool = pool[:size], pool[size:]
    alt.stock = pool
    return alt


@pytest.mark.parametrize("policy", sorted(POLICIES))
def test_decisions_depend_only_on_the_view(policy):
    rng = random.Random(policy)
    changed = 0
    for seed in range(40):
        state = mid_deal(seed, rng)
        if state.is_over:
            continue
        seat = rng.choice(state.pending())
        alt = reshuffle_hidden(state, seat, rng)
        changed += alt.hands != state.hands
        assert alt.view(seat) == state.view(seat)
        legal = state.legal_actions(seat)
        assert alt.legal_actions(seat) == legal
        first = POLICIES[policy](make_rng("fair", seed)).choose(state.view(seat), legal)
        second = POLICIES[policy](make_rng("fair", seed)).choose(alt.view(seat), legal)
        assert first == second
    assert changed > 10, "the test must actually change hidden cards"


def test_the_view_does_change_when_visible_facts_change():
    state = SisepaiState.new(4)
    alt = state.clone()
    alt.hands[0][0], alt.stock[5] = alt.stock[5], alt.hands[0][0]
    assert alt.view(0) != state.view(0)
    assert alt.view(1) == state.view(1)


def test_a_pending_seat_is_asked_whatever_its_hand():
    # Everybody but a discarder answers every public card, even with only "pass" to say, so
    # who is still to answer never tells the others what a hand holds.
    for seed in range(30):
        state = SisepaiState.new(seed)
        assert state.pending() == (0, 1, 2, 3)
