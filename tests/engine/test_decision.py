"""A decision request is a value a worker process can run: it pickles, and running it (here or
after a round trip) gives the answer the registry's decision policy gives for that position."""

from __future__ import annotations

import pickle
import random

import pytest

from engine.core import registry
from engine.core.decision import DecisionRequest
from engine.core.policy import Limits

GAMES = ("durak", "sisepai", "mahjong", "kowah")


def positions(game: str, seed: int, plies: int):
    """The positions of one random deal, each with its seat to act."""
    info = registry.get(game)
    state = info.new_deal(seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_over:
            return
        seat = state.pending()[0]
        yield state, seat
        state.apply(seat, rng.choice(state.legal_actions(seat)))


@pytest.mark.parametrize("game", GAMES)
def test_a_request_pickles_and_answers_like_the_registry_policy(game):
    info = registry.get(game)
    for state, seat in positions(game, 11, 40):
        request = DecisionRequest.of(state, seat, "easy")
        assert request.ply == len(state.history) and request.legal == tuple(state.legal_actions(seat))
        copied = pickle.loads(pickle.dumps(request))
        assert copied == request
        expected = info.decision_policy("easy", state.seed, seat, len(state.history)).choose(
            state.view(seat), state.legal_actions(seat))
        assert request.run() == copied.run(Limits()) == expected


def test_a_request_depends_on_its_ply():
    """Two plies of one seat get different generators: a random AI does not repeat itself."""
    state = registry.get("mahjong").new_deal(5)
    seat = state.pending()[0]
    base = DecisionRequest.of(state, seat, "random")
    answers = {DecisionRequest(base.game, base.level, base.seed, seat, ply, base.view, base.legal).run()
               for ply in range(30)}
    assert len(answers) > 1
