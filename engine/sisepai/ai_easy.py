"""The `easy` Sì Sè Pái AI: keeps cards that fit groups, discards the loneliest.

It wins whenever it can, claims a card when the claim leaves no more loose cards in its hidden
hand than before, and discards the card whose loss leaves the fewest loose cards, preferring
one with the fewest unseen partners. No look-ahead and no reading of the other players.
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.sisepai.actions import Claim, Discard, Pass, SisepaiAction, Win
from engine.sisepai.cards import face_counts
from engine.sisepai.knowledge import unseen_counts
from engine.sisepai.melds import solve
from engine.sisepai.rules import SisepaiView


def loose_after(counts: Sequence[int], removed) -> int:
    trial = list(counts)
    for card in removed:
        trial[card.face] -= 1
    return solve(tuple(trial)).uncovered


class EasySisepai:
    name = "easy"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view: SisepaiView, legal: Sequence[SisepaiAction]) -> SisepaiAction:
        if len(legal) == 1:
            return legal[0]
        if Win() in legal:
            return Win()
        counts = face_counts(view.hand)
        if isinstance(legal[0], Discard):
            unseen = unseen_counts(view)
            return min(legal, key=lambda d: (loose_after(counts, [d.card]), unseen[d.card.face], self.rng.random()))
        claims = [action for action in legal if isinstance(action, Claim)]
        best = min(claims, key=lambda c: (loose_after(counts, c.cards), -len(c.cards), self.rng.random()))
        if Pass() not in legal or loose_after(counts, best.cards) <= solve(tuple(counts)).uncovered:
            return best
        return Pass()
