"""The `easy` Kowah AI: a beginner's habits, no counting.

It keeps the cards closest to two triples and a pair, takes the latest discard when that brings
it closer, and declares as soon as it can. It does not count live cards nor read the others'
exposed pairs, so it may declare on a dead wait or feed an opponent's pair.
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.kowah.actions import Declare, Discard, Draw, KowahAction, Take
from engine.kowah.plans import shortfall
from engine.kowah.rules import KowahView


class EasyKowah:
    name = "easy"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view: KowahView, legal: Sequence[KowahAction]) -> KowahAction:
        if len(legal) == 1:
            return legal[0]
        if Draw() in legal:
            return self._draw_or_take(view)
        declarations = [action for action in legal if isinstance(action, Declare)]
        if declarations:
            return self.rng.choice(declarations)
        return self._discard(view, [action for action in legal if isinstance(action, Discard)])

    def _draw_or_take(self, view: KowahView) -> KowahAction:
        faces = [card.face for card in view.hand]
        now = shortfall(faces)
        latest = view.latest_discard.face
        with_it = faces + [latest]
        after = min(shortfall(with_it[:i] + with_it[i + 1:]) for i in range(len(faces)))
        return Take() if after < now else Draw()

    def _discard(self, view: KowahView, discards: list[Discard]) -> KowahAction:
        faces = [card.face for card in view.hand]
        scored = []
        for action in discards:
            rest = list(faces)
            rest.remove(action.card.face)
            scored.append((shortfall(rest), self.rng.random(), action))
        return min(scored)[2]
