"""The `expert` Sì Sè Pái AI: information-set tree search over its own claims and discards.

Each iteration of the search (`core.search`) deals the cards it has not seen anew, lets the
other three seats play cheap habits (`playout.habit`) in the tree and beyond, and scores the
position a few draws later (`playout.chances`); its own choices are searched. A win is always
taken. Copies of a face are one move: the rules cannot tell them apart.
"""

from __future__ import annotations

import random
from typing import Hashable, Sequence

from engine.core.policy import Limits
from engine.core.search import Search
from engine.sisepai.actions import Claim, Discard, SisepaiAction, Win
from engine.sisepai.knowledge import resample
from engine.sisepai.playout import habit, play_out
from engine.sisepai.rules import SisepaiState, SisepaiView

ITERATIONS = 500
EXPLORATION = 0.5


def move_key(action: SisepaiAction) -> Hashable:
    if action.__class__ is Discard:
        return ("discard", action.card.face)
    if action.__class__ is Claim:
        return ("claim", tuple(card.face for card in action.cards))
    return action


class SisepaiPlaybook:
    def resample(self, view: SisepaiView, rng: random.Random) -> SisepaiState:
        return resample(view, rng, answer=lambda state, seat, legal: habit(state, seat, legal, rng))

    def move(self, state: SisepaiState, seat: int, legal, rng: random.Random) -> SisepaiAction:
        return habit(state, seat, legal, rng)

    def playout(self, state: SisepaiState, rng: random.Random) -> list[float]:
        return play_out(state, rng)


class ExpertSisepai:
    name = "expert"

    def __init__(self, rng: random.Random, iterations: int = ITERATIONS):
        self.rng = rng
        self.iterations = iterations

    def choose(self, view: SisepaiView, legal: Sequence[SisepaiAction], limits: Limits | None = None) -> SisepaiAction:
        if len(legal) == 1:
            return legal[0]
        if Win() in legal:
            return Win()
        if len({move_key(action) for action in legal}) == 1:
            return legal[0]
        search = Search(SisepaiPlaybook(), self.iterations, exploration=EXPLORATION, key=move_key,
                        model_opponents=True)
        return search.run(view, legal, self.rng, view.seat, limits).action
