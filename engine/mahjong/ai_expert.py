"""The `expert` MCR AI: information-set tree search over its own discards and claims.

The hard AI puts forward its own choice and its next best discards (or every claim and the
pass); the search (`core.search`) plays each of them in the same worlds — the tiles it has not
seen dealt anew — with the other three seats playing cheap habits (`playout.habit`) from the
move on, and scores the table a few turns later (`playout.Evaluation`): its own hand by the
hard AI's distance to an eight-point win, the others' by shanten, a finished deal by its
payments. A win is always taken; copies of a tile are one discard.

The hard AI's own choice is the prior: the search plays it against the alternatives in the same
worlds and overrules it only by a clear margin (`MARGIN`), as the Kowah expert does.

Not knowing the others' hands is not what holds it back. By the decision referee
(`benchmarks/decision_referee.py mahjong --deals 50 --every 3 --rollouts 30 --seed 43`, the same
1,270 decisions), its overrules are worth -1.15 points of win share a deal [-6.02, +3.72]; with
worlds dealt from the others' true hands (an oracle, not fair play), +1.20 [-4.02, +6.42]. 1.2x
each of three hard seats needs about +3.5.
"""

from __future__ import annotations

import random
from typing import Hashable, Sequence

from engine.core.policy import Limits
from engine.core.search import Search
from engine.mahjong.actions import Chow, ClaimWin, Discard, MahjongAction, Pung, SelfDrawnWin
from engine.mahjong.ai_hard import FOLD_DISTANCE, HardMahjong
from engine.mahjong.deal import MahjongState, MahjongView
from engine.mahjong.hand import Meld, SetKind
from engine.mahjong.knowledge import resample, unseen_counts
from engine.mahjong.plans import Seat, counts_of
from engine.mahjong.playout import Evaluation, habit, play_out
from engine.mahjong.safety import threats

ITERATIONS = 501  # playouts per decision (three candidates: 167 worlds)
EXPLORATION = 0.3
CANDIDATES = 3  # moves put forward on a turn: the hard AI's choice and its best other discards
#: The tree holds the candidates alone: each playout begins right after the move it weighs, so
#: `playout.HORIZON` counts from the decision. (A tree of habit moves 64 actions deep, as the
#: search played before, put the scored position sixteen discards further, at four times the cost.)
TREE_DEPTH = 1
#: The search overrules the hard AI's choice only when its move is worth this much more in the
#: same worlds (a reward of 0.01 is 1.2 points of settlement): below that the difference is mostly
#: the luck of some 170 worlds. On 300 deals (seed 31, against three hard seats) the expert won
#: 23.7 % with it and 19.7 % without, net +1.6 against -1.9 points a deal (+4.0 ± 5.3 points and
#: +3.5 ± 3.9 a deal, paired).
MARGIN = 0.01


def move_key(action: MahjongAction) -> Hashable:
    if action.__class__ is Discard:
        return ("discard", action.tile.kind)
    return action


class MahjongPlaybook:
    """Worlds from the view; everybody plays habits below the root, but the searching seat's
    discard right after a chow or pung is the one the hard AI would make: that hand is the
    same in every world, so it is worked out once per claim."""

    def __init__(self, evaluation: Evaluation, view: MahjongView, candidates: Sequence[MahjongAction], seat: Seat):
        self.evaluation = evaluation
        self.observer = view.seat
        self.follow_up: dict[tuple, int] = {}
        if view.phase == "turn":
            return
        melds = tuple(m.meld for m in view.melds[view.seat])
        hard = HardMahjong(random.Random(0))  # its ranking's random tie-breaks decide nothing here
        for action in candidates:
            if isinstance(action, (Chow, Pung)):
                tile = view.public.kind
                used = [k for k in action.kinds() if k != tile] if isinstance(action, Chow) else [tile, tile]
                meld = Meld(SetKind.CHOW, action.low + 1, False, 1) if isinstance(action, Chow) else \
                    Meld(SetKind.PUNG, tile, False, 1)
                counts = counts_of(t.kind for t in view.hand)
                for kind in used:
                    counts[kind] -= 1
                claimed = (*melds, meld)
                appraised = hard._appraised_discards(claimed, counts, seat)
                best = hard._ranked_discards(claimed, counts, appraised, seat, outs_budget=1)[0][2]
                self.follow_up[tuple(counts)] = best

    def resample(self, view: MahjongView, rng: random.Random) -> MahjongState:
        return resample(view, rng, answer=lambda state, seat, legal: habit(state, seat, legal, rng))

    def move(self, state: MahjongState, seat: int, legal, rng: random.Random) -> MahjongAction:
        if seat == self.observer and self.follow_up and state.phase == "turn" and state.claimed:
            counts = counts_of(t.kind for t in state.hands[seat])
            kind = self.follow_up.get(tuple(counts))
            if kind is not None:
                return next(a for a in legal if isinstance(a, Discard) and a.tile.kind == kind)
        return habit(state, seat, legal, rng)

    def playout(self, state: MahjongState, rng: random.Random) -> list[float]:
        return play_out(state, rng, self.evaluation, move=self.move)


class ExpertMahjong:
    name = "expert"

    def __init__(self, rng: random.Random, iterations: int | None = None):
        self.rng = rng
        self.iterations = iterations or ITERATIONS

    def choose(self, view: MahjongView, legal: Sequence[MahjongAction], limits: Limits | None = None) -> MahjongAction:
        for action in legal:
            if isinstance(action, (SelfDrawnWin, ClaimWin)):
                return action
        chosen = self._candidates(view, legal)
        if len(chosen) == 1:
            return chosen[0]
        seat = Seat(view.seat_winds[view.seat], view.prevalent_wind, tuple(unseen_counts(view)))
        melds = tuple(m.meld for m in view.melds[view.seat])
        evaluation = Evaluation(view.seat, seat, melds, counts_of(t.kind for t in view.hand))
        playbook = MahjongPlaybook(evaluation, view, chosen, seat)
        # On a turn the first candidate is the hard AI's discard; in a claim window, ask it.
        default = chosen[0] if view.phase == "turn" else HardMahjong(random.Random(self.rng.random())).choose(view, legal)
        search = Search(playbook, self.iterations, exploration=EXPLORATION, key=move_key, model_opponents=True,
                        paired=True, search_own_moves=False, max_depth=TREE_DEPTH)
        return search.run(view, chosen, self.rng, view.seat, limits).unless_beaten(default, MARGIN, move_key)

    def _candidates(self, view: MahjongView, legal: Sequence[MahjongAction]) -> list[MahjongAction]:
        distinct = list({move_key(action): action for action in legal}.values())
        if view.phase != "turn":
            return distinct
        hard = HardMahjong(random.Random(self.rng.random()))
        choice = hard.choose(view, legal)
        seat = Seat(view.seat_winds[view.seat], view.prevalent_wind, tuple(unseen_counts(view)))
        melds = tuple(m.meld for m in view.melds[view.seat])
        counts = counts_of(t.kind for t in view.hand)
        appraised = hard._appraised_discards(melds, counts, seat)
        if threats(view) and appraised[0][0].distance >= FOLD_DISTANCE:
            # Hard's defence: far from a win with a threat at the table, it throws the safest
            # tile. Worlds dealt at random rarely hold a ready hand, so the search would not
            # see the danger it reads from the table: the choice stays hard's.
            return [choice]
        ranked = hard._ranked_discards(melds, counts, appraised, seat)
        chosen = [choice]
        for _, _, kind in ranked:
            if len(chosen) == CANDIDATES:
                break
            action = next(a for a in distinct if isinstance(a, Discard) and a.tile.kind == kind)
            if move_key(action) != move_key(choice):
                chosen.append(action)
        return chosen
