"""The `expert` Kowah AI: information-set tree search over its own draws, discards and
declarations.

Each iteration of the search (`core.search`) deals the cards it has not seen anew (a declared
hand stays ready on its exposed pair), lets the other two seats play the playout habits in the
tree and beyond, and plays the deal to its end (`playout`): declared hands only draw, so deals
run fast once the table has declared. Copies of a face are one discard.
"""

from __future__ import annotations

import random
from typing import Hashable, Sequence

from engine.core.policy import Limits
from engine.core.search import Search
from engine.kowah.actions import Discard, KowahAction
from engine.kowah.knowledge import resample
from engine.kowah.playout import habit, play_out
from engine.kowah.rules import KowahState, KowahView

ITERATIONS = 500
EXPLORATION = 0.5


def move_key(action: KowahAction) -> Hashable:
    if action.__class__ is Discard:
        return ("discard", action.card.face)
    return action


class KowahPlaybook:
    def resample(self, view: KowahView, rng: random.Random) -> KowahState:
        return resample(view, rng)

    def move(self, state: KowahState, seat: int, legal, rng: random.Random) -> KowahAction:
        return habit(state, seat, legal, rng)

    def playout(self, state: KowahState, rng: random.Random) -> list[float]:
        return play_out(state, rng)


class ExpertKowah:
    name = "expert"

    def __init__(self, rng: random.Random, iterations: int = ITERATIONS):
        self.rng = rng
        self.iterations = iterations

    def choose(self, view: KowahView, legal: Sequence[KowahAction], limits: Limits | None = None) -> KowahAction:
        if len({move_key(action) for action in legal}) == 1:
            return legal[0]
        search = Search(KowahPlaybook(), self.iterations, exploration=EXPLORATION, key=move_key,
                        model_opponents=True)
        return search.run(view, legal, self.rng, view.seat, limits).action
