"""Thousands of seeded random deals, with the deal's invariants checked after every action."""

import random

import pytest

from engine.core.state import IllegalAction
from engine.durak.actions import Attack, Defend, Done, Take
from engine.durak.cards import FULL_PACK
from engine.durak.rules import DurakState

DEALS = 5000
CHUNKS = 10  # separate tests so pytest-xdist can spread them over cores
MAX_ACTIONS = 1000
ALL_CARDS = frozenset(FULL_PACK)


def check_invariants(state: DurakState) -> None:
    # Every card accounted for exactly once.
    cards = state.all_cards()
    assert len(cards) == len(FULL_PACK) and set(cards) == ALL_CARDS
    for seat in (0, 1):
        view = state.view(seat)
        other = 1 - seat
        assert sorted(view.hand) == sorted(state.hands[seat])
        assert view.opponent_hand_size == len(state.hands[other])
        # What the view says about the opponent's hand is true, and only public facts.
        assert set(view.opponent_known) <= set(state.hands[other])
        assert set(view.opponent_known) <= state.known[other]
        for event in view.events:
            assert event.seat == seat or not event.secret, "another seat's secret leaked"


def random_illegal(state: DurakState, seat: int, rng: random.Random):
    legal = set(state.legal_actions(seat))
    candidates = [Attack(c) for c in FULL_PACK] + [Defend(c) for c in FULL_PACK] + [Take(), Done()]
    illegal = [a for a in candidates if a not in legal]
    return rng.choice(illegal)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_deals_keep_every_invariant(chunk):
    per_chunk = DEALS // CHUNKS
    for seed in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        rng = random.Random(seed)
        state = DurakState.new(seed)
        check_invariants(state)
        for _ in range(MAX_ACTIONS):
            if state.is_over:
                break
            (seat,) = state.pending()
            # Now and then an illegal action: it must be refused, the state untouched.
            if rng.random() < 0.05:
                before = (state.view(0), state.view(1), len(state.history))
                with pytest.raises(IllegalAction):
                    state.apply(seat, random_illegal(state, seat, rng))
                with pytest.raises(IllegalAction):
                    state.apply(1 - seat, rng.choice(list(state.legal_actions(seat))))
                assert (state.view(0), state.view(1), len(state.history)) == before
            legal = state.legal_actions(seat)
            assert legal, "a pending seat always has a legal action"
            state.apply(seat, rng.choice(legal))
            check_invariants(state)
        else:
            pytest.fail(f"deal {seed} did not end in {MAX_ACTIONS} actions")
        assert state.pending() == ()
        outcome = state.outcome
        assert outcome.detail["durak"] in (None, 0, 1)
        empty = [seat for seat in (0, 1) if not state.hands[seat]]
        assert state.stock == [] and empty, "a deal ends only with the stock gone and a hand empty"
