"""The `expert` Sì Sè Pái AI: information-set tree search over its own claims and discards.

The hard AI's judgement (`ai_hard.outlook`) puts forward a few discards, or every claim and the
pass; the search (`core.search`) then plays each of them in the same worlds — the cards it has
not seen dealt anew — with the other three seats playing cheap habits (`playout.habit`) from the
move on, and scores the position a few draws later (`playout.chances`). A win is always
taken. Copies of a face are one move: the rules cannot tell them apart.

What limits it, by the decision referee (`benchmarks/decision_referee.py sisepai --deals 120
--every 3 --rollouts 50 --seed 43`: the same 1,199 decisions each time, this search +2.56 points
of win share a deal [+0.34, +4.78]). Its whole gain is in its discards (+2.31 over 281 that
differ from hard's); its 98 other claims and passes are worth +0.25. Scoring the playout after
1 or 8 draws instead of 4: -1.44 and +2.20. `playout.chances` refitted to 36,000 positions of
deals played by four hard seats (held-out log-likelihood -1.078 against -1.154): +2.41. Worlds
kept only when they agree with how hard opponents play (each seat's last three discards left it
the fewest loose cards, as 99.9 % of hard's do; no seat holds a pair of a face it let pass, where
hard claims the triple 92 % of the time; true worlds break neither rule, one uniform world in
two breaks one): +2.61, and +2.26 with both rules. Worlds dealt from the others' true hands (an
oracle, not fair play): +4.61, and +5.12 [+2.60, +7.65] with four times the playouts. Against
three hard seats 1.3x needs about +5 points a deal, so even knowing every hand, at four times
the think time, this one-step search only reaches the edge of that goal. Nor did its shape help:
overruling the hard AI's choice only by a margin of 0.01 or 0.03 wins, +2.71 and +1.90; five or
eight discards put forward instead of three, +3.41 and +1.84 (at seed 47, where this search
gives +1.46, five gave +0.65).
"""

from __future__ import annotations

import random
from typing import Hashable, Sequence

from engine.core.policy import Limits
from engine.core.search import Search
from engine.sisepai.actions import Claim, Discard, SisepaiAction, Win
from engine.sisepai.ai_hard import FEED, LATE, feeding_risk, outlook
from engine.sisepai.cards import CHESS_FACES, GENERAL, face_counts
from engine.sisepai.knowledge import resample, unseen_counts
from engine.sisepai.playout import habit, play_out
from engine.sisepai.rules import SisepaiState, SisepaiView

ITERATIONS = 501  # playouts per decision (three candidates: 167 worlds)
EXPLORATION = 0.5
CANDIDATES = 3  # discards put forward by the hard AI's outlook
#: The tree holds the candidates alone: each playout begins right after the move it weighs, so
#: `playout.HORIZON` counts from the decision. (A tree of habit moves 64 actions deep, as the
#: search played before, put the scored position about eight draws further, at twice the cost.)
TREE_DEPTH = 1


def move_key(action: SisepaiAction) -> Hashable:
    if action.__class__ is Discard:
        return ("discard", action.card.face)
    if action.__class__ is Claim:
        return ("claim", tuple(card.face for card in action.cards))
    return action


class SisepaiPlaybook:
    """Worlds from the view; everybody plays habits below the root, but the searching seat's
    discard right after a claim is the one the hard AI would make: that hand is the same in
    every world, so it is worked out once per claim."""

    def __init__(self, view: SisepaiView, candidates: Sequence[SisepaiAction]):
        self.observer = view.seat
        self.follow_up: dict[tuple[int, ...], int] = {}
        unseen = unseen_counts(view)
        for action in candidates:
            if action.__class__ is Claim:
                counts = face_counts(view.hand)
                for card in action.cards:
                    counts[card.face] -= 1
                self.follow_up[tuple(counts)] = best_discard(view, counts, unseen)

    def resample(self, view: SisepaiView, rng: random.Random) -> SisepaiState:
        return resample(view, rng, answer=lambda state, seat, legal: habit(state, seat, legal, rng))

    def move(self, state: SisepaiState, seat: int, legal, rng: random.Random) -> SisepaiAction:
        if seat == self.observer and legal[0].__class__ is Discard:
            face = self.follow_up.get(tuple(face_counts(state.hands[seat])))
            if face is not None:
                return next(action for action in legal if action.card.face == face)
        return habit(state, seat, legal, rng)

    def playout(self, state: SisepaiState, rng: random.Random) -> list[float]:
        return play_out(state, rng, move=self.move)


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
        chosen = candidates(view, legal)
        if len(chosen) == 1:
            return chosen[0]
        search = Search(SisepaiPlaybook(view, chosen), self.iterations, exploration=EXPLORATION, key=move_key,
                        model_opponents=True, paired=True, search_own_moves=False, max_depth=TREE_DEPTH)
        return search.run(view, chosen, self.rng, view.seat, limits).action


def candidates(view: SisepaiView, legal: Sequence[SisepaiAction]) -> list[SisepaiAction]:
    """One move per distinct effect; for a discard, the few the hard AI's outlook rates best."""
    distinct = list({move_key(action): action for action in legal}.values())
    if distinct[0].__class__ is not Discard:
        return distinct
    faces = ranked_discards(view, face_counts(view.hand), unseen_counts(view))[:CANDIDATES]
    return [next(action for action in distinct if action.card.face == face) for face in faces]


def ranked_discards(view: SisepaiView, counts: list[int], unseen: Sequence[int]) -> list[int]:
    """The faces `counts` may discard, best first by the hard AI's outlook (less, late in the
    deal, its risk of feeding a group)."""
    late = view.stock_size < LATE
    scored = []
    for face in range(CHESS_FACES):
        if not counts[face] or face % 7 == GENERAL:
            continue
        counts[face] -= 1
        value = outlook(counts, unseen)
        counts[face] += 1
        if late:
            value -= FEED * feeding_risk(face, unseen, view)
        scored.append((-value, face))
    scored.sort()
    return [face for _, face in scored]


def best_discard(view: SisepaiView, counts: list[int], unseen: Sequence[int]) -> int | None:
    ranked = ranked_discards(view, counts, unseen)
    return ranked[0] if ranked else None
