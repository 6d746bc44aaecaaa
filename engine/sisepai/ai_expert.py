"""The `expert` Sì Sè Pái AI: information-set tree search over its own claims and discards.

The hard AI's judgement (`ai_hard.outlook`) puts forward a few discards, or every claim and the
pass; the search (`core.search`) then plays each of them in the same worlds — the cards it has
not seen dealt anew — with the other three seats playing cheap habits (`playout.habit`) in the
tree and beyond, and scores the position a few draws later (`playout.chances`). A win is always
taken. Copies of a face are one move: the rules cannot tell them apart.
"""

from __future__ import annotations

import random
from typing import Hashable, Sequence

from engine.core.policy import Limits
from engine.core.search import Search
from engine.sisepai.actions import Claim, Discard, SisepaiAction, Win
from engine.sisepai.ai_hard import FEED, LATE, feeding_risk, outlook
from engine.sisepai.cards import face_counts
from engine.sisepai.knowledge import resample, unseen_counts
from engine.sisepai.playout import habit, play_out
from engine.sisepai.rules import SisepaiState, SisepaiView

ITERATIONS = 501  # playouts per decision (three candidates: 167 worlds)
EXPLORATION = 0.5
CANDIDATES = 3  # discards put forward by the hard AI's outlook


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

    def __init__(self, rng: random.Random, iterations: int | None = None):
        self.rng = rng
        self.iterations = iterations or ITERATIONS

    def choose(self, view: SisepaiView, legal: Sequence[SisepaiAction], limits: Limits | None = None) -> SisepaiAction:
        if len(legal) == 1:
            return legal[0]
        if Win() in legal:
            return Win()
        if len({move_key(action) for action in legal}) == 1:
            return legal[0]
        search = Search(SisepaiPlaybook(), self.iterations, exploration=EXPLORATION, key=move_key,
                        model_opponents=True, paired=True)
        chosen = candidates(view, legal)
        if len(chosen) == 1:
            return chosen[0]
        return search.run(view, chosen, self.rng, view.seat, limits).action


def candidates(view: SisepaiView, legal: Sequence[SisepaiAction]) -> list[SisepaiAction]:
    """One move per distinct effect; for a discard, the few the hard AI's outlook rates best."""
    distinct = list({move_key(action): action for action in legal}.values())
    if distinct[0].__class__ is not Discard:
        return distinct
    counts = face_counts(view.hand)
    unseen = unseen_counts(view)
    late = view.stock_size < LATE
    scored = []
    for action in distinct:
        face = action.card.face
        counts[face] -= 1
        value = outlook(counts, unseen)
        counts[face] += 1
        if late:
            value -= FEED * feeding_risk(face, unseen, view)
        scored.append((-value, face, action))
    scored.sort(key=lambda item: item[:2])
    return [action for _, _, action in scored[:CANDIDATES]]
