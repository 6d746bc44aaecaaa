"""Positions every expert AI is tested on, and the hidden-card swap test they all get.

Each game's fair-play tests supply `mid_deal(seed, rng)` (a deal played some way in) and
`reshuffle_hidden(state, seat, rng)` (the same position with the cards `seat` cannot see dealt
anew); what is asked of an expert there is the same in every game, so it is written once."""

from __future__ import annotations

import random
from typing import Callable, Hashable, Iterator

from engine.core.rng import make_rng


def first_pending(state, rng: random.Random) -> int:
    return state.pending()[0]


def hands_or_stock_moved(alt, state) -> bool:
    return alt.hands != state.hands or alt.stock != state.stock


def positions_with_a_choice(mid_deal: Callable, rng: random.Random, seeds: range, *,
                            move_key: Callable[[Hashable], Hashable] = lambda action: action,
                            pick_seat: Callable = first_pending,
                            usable: Callable = lambda state: True) -> Iterator[tuple]:
    """(seed, state, seat, legal) mid-deal, wherever the seat to act has two distinct moves
    (by `move_key`: copies of a card are one move) and the position is `usable`."""
    for seed in seeds:
        state = mid_deal(seed, rng)
        if state.is_over or not usable(state):
            continue
        seat = pick_seat(state, rng)
        legal = state.legal_actions(seat)
        if len({move_key(action) for action in legal}) >= 2:
            yield seed, state, seat, legal


def assert_decides_from_its_view_alone(expert: Callable[[random.Random], object], mid_deal: Callable,
                                       reshuffle_hidden: Callable, seeds: range, positions: int, *,
                                       hidden_moved: Callable = lambda alt, state: alt.hands != state.hands,
                                       **choosing) -> None:
    """The expert, seeded alike, makes the same choice in `positions` positions when every card
    its seat cannot see is dealt anew: it decides from its view alone. `expert(rng)` builds one;
    `choosing` goes to `positions_with_a_choice`."""
    rng = random.Random("expert")
    searched = 0
    for seed, state, seat, legal in positions_with_a_choice(mid_deal, rng, seeds, **choosing):
        alt = reshuffle_hidden(state, seat, rng)
        assert hidden_moved(alt, state)  # else the test would compare a position with itself
        first = expert(make_rng("fair", seed)).choose(state.view(seat), legal)
        second = expert(make_rng("fair", seed)).choose(alt.view(seat), legal)
        assert first == second, f"deal {seed}: {first} with the true hidden cards, {second} with others"
        searched += 1
        if searched == positions:
            return
    raise AssertionError(f"only {searched} of {positions} positions with a choice in seeds {seeds}")
