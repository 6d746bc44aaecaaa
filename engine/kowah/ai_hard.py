"""The `hard` Kowah AI: counts live copies from its view, builds fast and plays safe.

Every hand it could keep is scored, in this order: the fewest cards still missing
(`plans.acceptance`), then the most live cards that would bring it closer — a card that would
make it ready counted by the live outs of the wait it leaves — then `plans.promise`, every
target shape weighted by the live copies that could still complete it. Arena play showed that
whoever declares first wins most deals, so speed comes first and the outs next.

It takes the latest discard when that cuts the shortfall, or when, at the same shortfall, taking
it and then drawing should reach the next step sooner than drawing now. Among waits it exposes
the one with more live outs. It never discards a card that completes an opponent's exposed pair
while it has another choice, and never declares on a dead wait (R4 would lock it for nothing).
No search: its cost is a fixed count of plan evaluations, never a timer.
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.kowah.actions import Declare, Discard, Draw, KowahAction, Pass, Take
from engine.kowah.knowledge import live_copies, opponents_waits, unseen_count
from engine.kowah.plans import acceptance, promise
from engine.kowah.rules import KowahView

#: A hand's score: (minus its shortfall, live cards that help, promise) — higher is better.
Score = tuple[int, float, float]


def hand_score(faces: list[str], live: dict[str, int], unseen: int) -> Score:
    shortfall, helpful = acceptance(faces, live)
    return -shortfall, helpful, promise(faces, live, unseen)


def draws_to_next_step(helpful: float, unseen: int) -> float:
    """On average, how many draws until one of the `helpful` live cards comes."""
    return unseen / helpful if helpful > 0 else float("inf")


class HardKowah:
    name = "hard"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view: KowahView, legal: Sequence[KowahAction]) -> KowahAction:
        if len(legal) == 1:
            return legal[0]
        live = live_copies(view)
        if Draw() in legal:
            return self._draw_or_take(view, live)
        declarations = [action for action in legal if isinstance(action, Declare)]
        if declarations:
            return self._declare(declarations, live)
        discards = [action for action in legal if isinstance(action, Discard)]
        return self._discard(view, discards, live)

    def _declare(self, declarations: list[Declare], live: dict[str, int]) -> KowahAction:
        # R3: the exposed pair is fixed, so expose the one with the most live third copies.
        outs, best = max((live[action.pair], action.pair) for action in declarations)
        return Declare(best) if outs > 0 else Pass()

    def _best_discard(self, hand: list[str], candidates: list[int], banned: set[str],
                      live: dict[str, int], unseen: int) -> tuple[Score, int]:
        """The best hand left by discarding `hand[i]` for one of the `candidates` indices:
        (its score, i). A face an opponent waits on goes only if nothing else can."""
        safe = [i for i in candidates if hand[i] not in banned] or candidates
        scored = []
        memo: dict[str, Score] = {}
        for i in safe:
            face = hand[i]
            if face not in memo:
                memo[face] = hand_score(hand[:i] + hand[i + 1:], live, unseen)
            # Among equals, shed the card the others can use least (fewest live copies).
            scored.append((memo[face], -live[face], self.rng.random(), i))
        score, _, _, index = max(scored)
        return score, index

    def _discard(self, view: KowahView, discards: list[Discard], live: dict[str, int]) -> KowahAction:
        hand = list(view.hand)
        faces = [card.face for card in hand]
        candidates = [hand.index(action.card) for action in discards]  # R7: not the taken card
        _, index = self._best_discard(faces, candidates, opponents_waits(view), live, unseen_count(live))
        return Discard(hand[index])

    def _draw_or_take(self, view: KowahView, live: dict[str, int]) -> KowahAction:
        faces = [card.face for card in view.hand]
        unseen = unseen_count(live)
        now = hand_score(faces, live, unseen)
        with_it = faces + [view.latest_discard.face]
        # R7: having taken it, the latest discard cannot be the card that goes.
        taken, _ = self._best_discard(with_it, list(range(len(faces))), opponents_waits(view), live, unseen)
        if taken[0] != now[0]:
            return Take() if taken[0] > now[0] else Draw()
        # Same shortfall: a take spends this turn's draw on a better shape, worth it only if
        # the next step then comes sooner than by drawing now.
        sooner = 1 + draws_to_next_step(taken[1], unseen) < draws_to_next_step(now[1], unseen)
        return Take() if sooner else Draw()
