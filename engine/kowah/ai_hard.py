"""The `hard` Kowah AI: reads where the live copies lie and builds for the likeliest early win.

Every hand it could keep is scored by `plans.readiness`: the chance that its own next few draws
make it ready on a wait with live outs, a one-out wait worth less than a two-out one. Arena play
showed that whoever declares first wins most deals, so speed and outs are all it weighs.

It can draw only what lies in the stock, so the chance is averaged over guesses at the stock
(`reading.stock_worlds`): the others' hidden cards dealt from the copies it has not seen, each
hand shy of the ranks it has chosen to discard, a declared hand as two triples. Judged so, it
wins 39.4 % of deals against two `easy` seats' 29.9 and 30.4 % (6,000 deals, seed 2027: 1.32×
and 1.29×; 1.27× each when every unseen copy counted as drawable; `reading` has the rest).

The horizon is a fixed number of its own draws (fewer when the stock is nearly out). Taking the
latest discard spends one of those draws, so it takes only when the hand kept after taking, with
one draw fewer, is likelier to be ready than the hand it has now with every draw still to come
(taking whenever the kept hand is merely better won 346 deals of 1,000 in the arena, not ~380).
Copies of a face a declared opponent waits on are no use to it: the first one seen ends the
deal, so it plans as if they were gone. It never discards such a face while it has another
choice, exposes the wait with more live outs, and never declares on a dead wait (R4 would lock
it for nothing). No search: its cost is a fixed count of plan evaluations (each over
`reading.WORLDS` guesses), never a timer.

Its plans read R2's 2-2-1 rule (`plans(two_two_one=True)`): counted as any cards of the rank, a
triple of the pair's own rank let three identical and a pair pass for ready, and one in ten of
the hands it kept as ready after a discard against two `easy` seats (50 of 515, 600 deals)
could not be declared. Reading the rule did not change its win share (paired ladders: +0.5 ±
0.5, -0.1 ± 0.5 and +0.1 ± 0.3 points at seeds 31, 2027 and 5, over 3,000, 2,000 and 6,000
deals), but its measure, which the review shows, no longer calls such a hand ready.

Tried against two `easy` seats and kept out (3,000 deals each, seed 31, paired with this AI on
the same deals): passing on a one-out wait while 30 or more cards are left in the stock, -1.3 ±
0.6 points of win share (declaring at once is right); discards judged with other horizons,
route shares or one-out worths, or shy of a rank the next seat is known to hold, all within ±1
point. Only sparing the next seat a card its true hand would take gained (+2.7 ± 1.8), and the
same judged from worlds dealt from the view lost (-0.5 ± 1.8): the view holds too little about
a hidden hand. Nor did a sharper reading of it help: worlds of the next seat's hidden cards
weighted by how likely its last two turns were under easy's habits (its discard, and a discard
it passed over) tell which cards it would take better than uniform worlds (AUC 0.69 against
0.62 over 2,626 offers; its true hand: 1.0), yet sparing it by them within 0.02 of the best
readiness lost 1.1 ± 1.9 points. Readiness as the exact joint chance of a plan's cards (the
product of each card's own chance overstates a plan that needs four cards in five draws two- to
threefold) changed 219 deals of 3,000 for -0.1 ± 0.8; with horizon 7, +0.1 ± 0.5 over 10,000;
averaged over horizons 1-5, 1-8 and 1-12, -0.1 ± 0.5, +0.3 ± 0.5 (seed 5: -0.2 ± 0.5) and
-0.4 ± 0.7 over 10,000. Nor does looking one draw further: each of the three best discards
judged by the expected readiness after the next draw and the best discard then (a two-ply
expectimax over every live face) gave +1.1 ± 1.5 and +0.5 ± 1.5 points over deals 0-2,999 and
3,000-5,999 (seed 2027), then -0.7 ± 1.2 over 6,000-8,999: about +0.3 ± 0.8 over all 9,000, its
deals some 28 times slower; weighing a draw against a take the same way as well, -1.1 ± 1.3
over 6,000-8,999. Knowing where the live copies are (counting only the stock's: an oracle)
would be worth +1.6 ± 1.9. Nor would a measure learnt from its own deals weigh hands better:
over 85,160 of its discards (10,000 deals against two `easy` seats, seeds 100,000-109,999), a
logistic fit of winning the deal on the kept hand's readiness within 1, 2, 3, 5 and 8 draws,
the stock left and whether an opponent waits predicted held-out deals no better than
readiness within 5 draws with the stock and the wait alone (log-likelihood per discard -0.6289
both; readiness alone -0.6518, nothing -0.6543). Waits on an honour pair do win more often
(6,000 deals: two outs 57 % against 52 % on a numbered pair, one out 44 % against 31 %: a
lone honour is of little use to an `easy` hand, which lets it go), yet valuing a wait by its
kind (two outs on an honour 1.1, one out 0.85 on an honour and 0.6 or 0.73 on a number) moved
the win share +0.2 ± 0.7 and +0.1 ± 0.7 points (deals 0-5,999, seed 2027).
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.core.review import ChoiceGap
from engine.kowah.actions import Declare, Discard, Draw, KowahAction, Pass, Take
from engine.kowah.knowledge import live_copies, opponents_waits, unseen_count
from engine.kowah.plans import readiness
from engine.kowah.reading import stock_worlds
from engine.kowah.rules import PLAYERS, KowahView

#: How many of its own draws ahead a hand is judged. The first declaration comes after about
#: five draws each (14–15 stock draws in all), so a plan that needs ten draws has usually lost
#: the race already: against two `easy` seats, 600 deals (seed 11) gave 44.7 % with 5 and
#: 41.5 % with 10, 800 deals (seed 12) 38.6 % and 35.6 %; 4, 6 and 7 played like 5.
HORIZON = 5
REVIEW_SEED = 0  # the review's guesses at the stock


def draws_ahead(view: KowahView) -> int:
    """Its own draws within the horizon: the stock is shared by the three players."""
    return max(1, min(HORIZON, view.stock_size // PLAYERS))


class HardKowah:
    name = "hard"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view: KowahView, legal: Sequence[KowahAction]) -> KowahAction:
        if len(legal) == 1:
            return legal[0]
        if Draw() in legal:
            return self._draw_or_take(view)
        declarations = [action for action in legal if isinstance(action, Declare)]
        if declarations:
            return self._declare(declarations, live_copies(view))
        discards = [action for action in legal if isinstance(action, Discard)]
        return self._discard(view, discards)

    def _declare(self, declarations: list[Declare], live: dict[str, int]) -> KowahAction:
        # R3: the exposed pair is fixed, so expose the one with the most live third copies.
        outs, best = max((live[action.pair], action.pair) for action in declarations)
        return Declare(best) if outs > 0 else Pass()

    def _best_discard(self, hand: list[str], candidates: list[int], banned: set[str],
                      worlds: list[dict[str, int]], draws: int) -> tuple[float, int]:
        """The best hand left by discarding `hand[i]` for one of the `candidates` indices:
        (its readiness over the `worlds`, i). A face an opponent waits on goes only if nothing
        else can."""
        scored = [(score, self.rng.random(), i) for score, i in discard_scores(hand, candidates, banned, worlds, draws)]
        (chance, _), _, index = max(scored)
        return chance, index

    def _discard(self, view: KowahView, discards: list[Discard]) -> KowahAction:
        hand = list(view.hand)
        faces = [card.face for card in hand]
        candidates = [hand.index(action.card) for action in discards]  # R7: not the taken card
        _, index = self._best_discard(faces, candidates, opponents_waits(view), stock_worlds(view, self.rng),
                                      draws_ahead(view))
        return Discard(hand[index])

    def _draw_or_take(self, view: KowahView) -> KowahAction:
        faces = [card.face for card in view.hand]
        worlds = stock_worlds(view, self.rng)
        draws = draws_ahead(view)
        now = judged(faces, worlds, draws)
        with_it = faces + [view.latest_discard.face]
        # R7: having taken it, the latest discard cannot be the card that goes.
        taken, _ = self._best_discard(with_it, list(range(len(faces))), opponents_waits(view), worlds, draws - 1)
        return Take() if taken > now else Draw()


def judged(faces: list[str], worlds: list[dict[str, int]], draws: int) -> float:
    """A hand's readiness (`plans.readiness`) averaged over guesses at the stock."""
    return sum(readiness(faces, stock, unseen_count(stock), draws) for stock in worlds) / len(worlds)


def discard_scores(hand: list[str], candidates: list[int], banned: set[str], worlds: list[dict[str, int]],
                   draws: int) -> list[tuple[tuple[float, int], int]]:
    """((readiness of the hand left, -copies of the face the others could use), i) for each
    discard of `hand[i]` the hard AI weighs: a face a declared opponent waits on only when
    nothing else may go. Higher is better; among equal hands the card the others can use least
    (fewest copies in the stock) goes."""
    safe = [i for i in candidates if hand[i] not in banned] or candidates
    scored = []
    memo: dict[str, float] = {}
    for i in safe:
        face = hand[i]
        if face not in memo:
            memo[face] = judged(hand[:i] + hand[i + 1:], worlds, draws)
        scored.append(((memo[face], -sum(stock[face] for stock in worlds)), i))
    return scored


# -- the review's measure (engine/core/review.py) ----------------------------------------------------
def readiness_after(view: KowahView, action: KowahAction, worlds: list[dict[str, int]]) -> float | None:
    """What the hard AI weighs a draw, a take or a discard by: the chance that the hand it
    leaves is ready on a live wait within its next draws (`plans.readiness` over the `worlds`,
    guesses at the stock; at most 1). None for a declaration or a pass, which it weighs by live
    outs alone."""
    draws = draws_ahead(view)
    faces = [card.face for card in view.hand]
    if isinstance(action, Draw):
        chance = judged(faces, worlds, draws)
    elif isinstance(action, Take):
        # As the hard AI weighs it: the best hand after taking, with one draw spent.
        scores = discard_scores(faces + [view.latest_discard.face], list(range(len(faces))), opponents_waits(view),
                                worlds, draws - 1)
        chance = max(readiness for (readiness, _), _ in scores)
    elif isinstance(action, Discard):
        index = list(view.hand).index(action.card)
        chance = judged(faces[:index] + faces[index + 1:], worlds, draws)
    else:
        return None
    return min(1.0, chance)


def choice_gap(view: KowahView, legal, played: KowahAction, suggested: KowahAction) -> ChoiceGap | None:
    worlds = stock_worlds(view, random.Random(REVIEW_SEED))  # both moves judged over the same guesses
    mine, theirs = readiness_after(view, played, worlds), readiness_after(view, suggested, worlds)
    if mine is None or theirs is None:
        return None
    return ChoiceGap(theirs - mine, "kowah.readiness", (mine,), (theirs,))
