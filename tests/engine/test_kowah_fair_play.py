"""Policies cannot cheat: a view hides everything a seat may not know, so dealing the hidden
cards (the others' unknown cards and the stock order) differently leaves the view — and so each
policy's decision with the same generator — unchanged."""

import random

import pytest

from engine.core.rng import make_rng
from engine.kowah.game import INFO
from engine.kowah.rules import PLAYERS, KowahState


def mid_deal(seed: int, rng: random.Random) -> KowahState:
    state = KowahState.new(seed)
    players = [INFO.seat_policy(name, seed, seat) for seat, name in enumerate(("easy", "random", "easy"))]
    for _ in range(rng.randrange(0, 120)):
        if state.is_over:
            break
        (seat,) = state.pending()
        state.apply(seat, players[seat].choose(state.view(seat), state.legal_actions(seat)))
    return state


def reshuffle_hidden(state: KowahState, viewer: int, rng: random.Random) -> KowahState:
    """Deal the viewer's unknowns differently: same known facts, other hidden cards."""
    alt = state.clone()
    others = [seat for seat in range(PLAYERS) if seat != viewer]
    hidden = {seat: [c for c in state.hands[seat] if c not in state.known[seat]] for seat in others}
    pool = [card for seat in others for card in hidden[seat]] + list(state.stock)
    rng.shuffle(pool)
    for seat in others:
        count = len(hidden[seat])
        alt.hands[seat] = [c for c in state.hands[seat] if c in state.known[seat]] + pool[:count]
        pool = pool[count:]
        rng.shuffle(alt.hands[seat])
    alt.stock = pool
    return alt


@pytest.mark.parametrize("policy", ["random", "easy", "hard"])
def test_decisions_depend_only_on_the_view(policy):
    rng = random.Random(policy)
    changed_worlds = 0
    for seed in range(30):
        state = mid_deal(seed, rng)
        if state.is_over:
            continue
        (seat,) = state.pending()
        alt = reshuffle_hidden(state, seat, rng)
        changed_worlds += alt.hands != state.hands or alt.stock != state.stock
        assert sorted(alt.all_cards()) == sorted(state.all_cards())
        assert alt.view(seat) == state.view(seat)
        legal = state.legal_actions(seat)
        assert alt.legal_actions(seat) == legal
        first = INFO.make_policy(policy, make_rng("fair", seed)).choose(state.view(seat), legal)
        second = INFO.make_policy(policy, make_rng("fair", seed)).choose(alt.view(seat), legal)
        assert first == second
    assert changed_worlds > 12, "the test must actually change hidden cards"


def test_the_view_does_change_when_visible_facts_change():
    # The guard against a vacuous view: swapping a card between the viewer's hand and the
    # stock must show, and the other seats cannot tell.
    state = KowahState.new(4)
    alt = state.clone()
    alt.hands[0][0], alt.stock[5] = alt.stock[5], alt.hands[0][0]
    assert alt.view(0) != state.view(0)
    assert alt.view(1) == state.view(1) and alt.view(2) == state.view(2)
