"""Policies cannot cheat: a view hides everything a seat may not know, so swapping the hidden
cards (the opponent's unknown cards and the stock order) for any consistent alternative leaves
the view — and so each policy's decision with the same generator — unchanged."""

import random

import pytest

from engine.core import registry
from engine.core.rng import make_rng
from engine.durak.rules import DurakState


def mid_deal(seed: int, rng: random.Random) -> DurakState:
    info = registry.get("durak")
    state = DurakState.new(seed)
    players = [info.seat_policy("easy", seed, 0), info.seat_policy("random", seed, 1)]
    for _ in range(rng.randrange(0, 60)):
        if state.is_over:
            break
        (seat,) = state.pending()
        state.apply(seat, players[seat].choose(state.view(seat), state.legal_actions(seat)))
    return state


def reshuffle_hidden(state: DurakState, viewer: int, rng: random.Random) -> DurakState:
    """Deal the viewer's unknowns differently: same known facts, other hidden cards."""
    other = 1 - viewer
    alt = state.clone()
    known = state.known[other]
    hidden_hand = [c for c in state.hands[other] if c not in known]
    hidden_stock = state.stock[1:] if state.stock else []  # stock[0] is the face-up trump
    pool = hidden_hand + hidden_stock
    rng.shuffle(pool)
    alt.hands[other] = [c for c in state.hands[other] if c in known] + pool[:len(hidden_hand)]
    rng.shuffle(alt.hands[other])
    alt.stock = state.stock[:1] + pool[len(hidden_hand):]
    return alt


@pytest.mark.parametrize("policy", ["random", "easy", "hard"])
def test_decisions_depend_only_on_the_view(policy):
    info = registry.get("durak")
    rng = random.Random(policy)
    changed_worlds = 0
    for seed in range(25 if policy == "hard" else 120):
        state = mid_deal(seed, rng)
        if state.is_over:
            continue
        (seat,) = state.pending()
        alt = reshuffle_hidden(state, seat, rng)
        changed_worlds += alt.hands != state.hands or alt.stock != state.stock
        assert alt.view(seat) == state.view(seat)
        legal = state.legal_actions(seat)
        assert alt.legal_actions(seat) == legal
        first = info.make_policy(policy, make_rng("fair", seed)).choose(state.view(seat), legal)
        second = info.make_policy(policy, make_rng("fair", seed)).choose(alt.view(seat), legal)
        assert first == second
    assert changed_worlds > 5, "the test must actually change hidden cards"


def test_the_view_does_change_when_visible_facts_change():
    # The guard against a vacuous view: swapping a card between the viewer's hand and the
    # hidden pool must show.
    state = DurakState.new(4)
    alt = state.clone()
    alt.hands[0][0], alt.stock[5] = alt.stock[5], alt.hands[0][0]
    assert alt.view(0) != state.view(0)
    assert alt.view(1) == state.view(1) or alt.hands[1] != state.hands[1]
