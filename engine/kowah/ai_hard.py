"""The `hard` Kowah AI: counts live copies from its view and plays safe.

Every hand it could keep is scored by `plans.promise`: each target shape weighted by the live
copies (unseen by this seat) that could still complete it, the winning third copy included. So
among discards it keeps the hand with the most live routes to a win, and among waits it prefers
the one with more live outs. It never discards a card that completes an opponent's exposed pair
while it has another choice, and never declares on a dead wait (R4 would lock it for nothing).
No search: its cost is a fixed count of plan evaluations, never a timer.
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.kowah.actions import Declare, Discard, Draw, KowahAction, Pass, Take
from engine.kowah.knowledge import live_copies, opponents_waits, unseen_count
from engine.kowah.plans import promise
from engine.kowah.rules import KowahView

TAKE_MARGIN = 1.05  # a take must beat drawing by this factor: it also shows the others a card


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
                      live: dict[str, int], unseen: int) -> tuple[float, int]:
        """The most promising hand left by discarding `hand[i]` for one of the `candidates`
        indices: (promise, i). A face an opponent waits on goes only if nothing else can."""
        safe = [i for i in candidates if hand[i] not in banned] or candidates
        scored = []
        memo: dict[str, float] = {}
        for i in safe:
            face = hand[i]
            if face not in memo:
                memo[face] = promise(hand[:i] + hand[i + 1:], live, unseen)
            # Among equals, shed the card the others can use least (fewest live copies).
            scored.append((memo[face], -live[face], self.rng.random(), i))
        value, _, _, index = max(scored)
        return value, index

    def _discard(self, view: KowahView, discards: list[Discard], live: dict[str, int]) -> KowahAction:
        hand = list(view.hand)
        faces = [card.face for card in hand]
        candidates = [hand.index(action.card) for action in discards]  # R7: not the taken card
        _, index = self._best_discard(faces, candidates, opponents_waits(view), live, unseen_count(live))
        return Discard(hand[index])

    def _draw_or_take(self, view: KowahView, live: dict[str, int]) -> KowahAction:
        faces = [card.face for card in view.hand]
        unseen = unseen_count(live)
        now = promise(faces, live, unseen)
        with_it = faces + [view.latest_discard.face]
        # R7: having taken it, the latest discard cannot be the card that goes.
        taken, _ = self._best_discard(with_it, list(range(len(faces))), opponents_waits(view), live, unseen)
        return Take() if taken > 0 and taken > now * TAKE_MARGIN else Draw()
