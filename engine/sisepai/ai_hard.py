"""The `hard` Sì Sè Pái AI: sees only its view, counts unseen cards, weighs every choice by
how it changes its distance to a win.

A hidden hand's outlook is its loose cards (each must go before a win: a non-winning claim
never pairs one, R6) against its chances: once a single card can complete it, how many of the
winning cards are still unseen — any public card, drawn or discarded by anybody, can be claimed
for a win (levels 1–2). A claim is taken when the hand after the claim and the best discard
looks better than the hand kept; a discard is the card whose loss leaves the best outlook, less
a penalty, late in the deal, for a card the next player could take into a mixed group or anyone
into a triple. Everything is counted, nothing timed or sampled: the generator only breaks ties.
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.core.review import ChoiceGap
from engine.sisepai.actions import Claim, Discard, Pass, SisepaiAction, Win
from engine.sisepai.cards import (
    ADVISOR, CANNON, CHARIOT, CHESS_FACES, ELEPHANT, GENERAL, HORSE, SOLDIER, face_counts, face_of,
)
from engine.sisepai.knowledge import unseen_counts
from engine.sisepai.melds import helpful_faces, solve, winning_faces
from engine.sisepai.rules import PLAYERS, SisepaiView

LOOSE = 10.0  # one loose card costs about one turn of progress
WAIT = 1.5  # each unseen card that would complete the hand
PAIR_HOPE = 0.4  # each unseen card that could turn a held pair into a claimable triple
HELP = 1.0  # each unseen card that would leave fewer loose cards
LATE = 15  # stock size below which feeding the next player is avoided
FEED = 2.0


def outlook(counts: Sequence[int], unseen: Sequence[int]) -> float:
    partition = solve(tuple(counts))
    value = -LOOSE * partition.uncovered
    if partition.uncovered <= 3:
        value += WAIT * sum(unseen[face] for face in winning_faces(counts))
    value += PAIR_HOPE * sum(unseen[face] for face in range(len(counts)) if counts[face] == 2 and face % 7 != GENERAL)
    if HELP:
        value += HELP * sum(unseen[face] for face in helpful_faces(counts))
    return value


def partners(face: int) -> list[list[int]]:
    """The face sets that, with `face`, make a mixed group the next player could claim."""
    colour, character = divmod(face, 7)
    if character == SOLDIER:
        return [[face_of(c, SOLDIER)] for c in range(4) if c != colour]
    for trio in ((GENERAL, ADVISOR, ELEPHANT), (CHARIOT, HORSE, CANNON)):
        if character in trio:
            return [[face_of(colour, c) for c in trio if c != character]]
    return []


def feeding_risk(face: int, unseen: Sequence[int], view: SisepaiView) -> float:
    """A rough chance that discarding this face hands someone a group: the next player a mixed
    group (both partners unseen), anyone a triple (two copies unseen)."""
    total = max(1, sum(unseen))
    nxt = (view.seat + 1) % PLAYERS
    share = view.hidden_sizes[nxt] / total
    risk = 0.0
    sets = partners(face)
    if face % 7 == SOLDIER:
        others = sum(unseen[group[0]] for group in sets)
        risk += min(1.0, (others * share) ** 2 / 2)
    elif sets:
        a, b = sets[0]
        risk += min(1.0, unseen[a] * share) * min(1.0, unseen[b] * share)
    copies = unseen[face]
    risk += 0.5 * min(1.0, copies * (copies - 1) / 2 * share * share * (PLAYERS - 1))
    return risk


class HardSisepai:
    name = "hard"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view: SisepaiView, legal: Sequence[SisepaiAction]) -> SisepaiAction:
        if len(legal) == 1:
            return legal[0]
        if Win() in legal:
            return Win()
        counts = face_counts(view.hand)
        unseen = unseen_counts(view)
        self._memo: dict[tuple, float] = {}  # outlooks already weighed in this decision
        if isinstance(legal[0], Discard):
            return self._discard(view, counts, unseen, legal)[0]
        best_action, best_value = Pass(), (outlook(counts, unseen) if Pass() in legal else float("-inf"))
        for action in legal:
            if not isinstance(action, Claim):
                continue
            after = list(counts)
            for card in action.cards:
                after[card.face] -= 1
            value = self._discard(view, after, unseen, None)[1]
            if value > best_value:
                best_action, best_value = action, value
        return best_action

    def _discard(self, view: SisepaiView, counts: list[int], unseen, legal):
        """The best discard from `counts` and the outlook it leaves."""
        faces = [face for face in range(CHESS_FACES) if counts[face] and face % 7 != GENERAL]
        late = view.stock_size < LATE
        best, best_value = None, float("-inf")
        for face in faces:
            value = self._discard_value(view, counts, unseen, face, late)
            value += self.rng.random() * 1e-6
            if value > best_value:
                best, best_value = face, value
        if legal is None:
            return None, best_value
        action = next(a for a in legal if a.card.face == best)
        return action, best_value

    def _discard_value(self, view: SisepaiView, counts: list[int], unseen, face: int, late: bool) -> float:
        """The outlook left by discarding `face`, less the risk of feeding someone late on."""
        counts[face] -= 1
        key = tuple(counts)
        value = self._memo.get(key)
        if value is None:
            value = self._memo[key] = outlook(counts, unseen)
        counts[face] += 1
        if late:
            value -= FEED * feeding_risk(face, unseen, view)
        return value

    def value_of(self, view: SisepaiView, legal: Sequence[SisepaiAction], action: SisepaiAction) -> float | None:
        """The hard AI's own score of `action` (a higher outlook is better); None for a win,
        which it takes whatever the score."""
        if isinstance(action, Win):
            return None
        counts = face_counts(view.hand)
        unseen = unseen_counts(view)
        self._memo = {}
        if isinstance(action, Discard):
            return self._discard_value(view, counts, unseen, action.card.face, view.stock_size < LATE)
        if isinstance(action, Pass):
            return outlook(counts, unseen)
        if isinstance(action, Claim):
            for card in action.cards:
                counts[card.face] -= 1
            return self._discard(view, counts, unseen, None)[1]
        return None


# -- the review's measure (engine/core/review.py) ----------------------------------------------------
def choice_gap(view: SisepaiView, legal, played: SisepaiAction, suggested: SisepaiAction) -> ChoiceGap | None:
    hard = HardSisepai(random.Random(0))  # its generator only breaks ties, a millionth of a point
    mine, theirs = hard.value_of(view, legal, played), hard.value_of(view, legal, suggested)
    if mine is None or theirs is None:
        return None
    return ChoiceGap(theirs - mine, "hard.score", (mine,), (theirs,))
