"""The `hard` Durak AI: sees only its view, and looks ahead.

While the stock lasts it samples hidden worlds consistent with what it has seen (the opponent's
unknown cards and the stock order) and plays each candidate move out in every world with the
easy AI's habits on both sides (determinized Monte Carlo). Once the stock is empty the
opponent's hand is known exactly and the endgame is solved by search. Both budgets are counted
in worlds and nodes, never in time, so a seed always replays the same choices.
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.core.review import ChoiceGap
from engine.durak.actions import Attack, Defend, DurakAction
from engine.durak.ai_easy import card_cost, habitual_choice
from engine.durak.endgame import solve
from engine.durak.knowledge import opponent_hand_if_known, resample
from engine.durak.rules import DurakState, DurakView

WORLDS = 12  # hidden worlds sampled per decision
MAX_CANDIDATES = 4  # moves compared per decision (the habitual one always among them)
ENDGAME_NODES = 3000
ROLLOUT_LIMIT = 400  # actions; a rollout this long is cut off and scored by hand sizes


def rollout_value(state: DurakState, me: int) -> float:
    """Play to the end with habitual moves on both sides: +1 I win, 0 draw, -1 I am the durak."""
    for _ in range(ROLLOUT_LIMIT):
        if state.outcome is not None:
            durak = state.outcome.detail["durak"]
            return 0.0 if durak is None else (-1.0 if durak == me else 1.0)
        seat = state.pending()[0]
        legal = state.legal_actions(seat)
        state._perform(seat, habitual_choice(state.hands[seat], len(state.table), state.trump, len(state.stock), legal))
    return 0.0


class HardDurak:
    name = "hard"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view: DurakView, legal: Sequence[DurakAction]) -> DurakAction:
        if len(legal) == 1:
            return legal[0]
        opponent = opponent_hand_if_known(view)
        if opponent is not None:
            return self._solve(view, opponent, legal)
        return self._sample(view, legal)

    def _solve(self, view: DurakView, opponent: list, legal: Sequence[DurakAction]) -> DurakAction:
        move, _ = solve(view.trump, ENDGAME_NODES, view.hand, opponent, view.table,
                        view.attacker == view.seat, view.taking, view.bout_limit, legal)
        return move if move is not None else self._habit(view, legal)

    def _habit(self, view: DurakView, legal: Sequence[DurakAction]) -> DurakAction:
        return habitual_choice(view.hand, len(view.table), view.trump, view.stock_size, legal)

    def _candidates(self, view: DurakView, legal: Sequence[DurakAction]) -> list[DurakAction]:
        habit = self._habit(view, legal)
        others = sorted((a for a in legal if a != habit),
                        key=lambda a: card_cost(a.card, view.trump) if isinstance(a, (Attack, Defend)) else -1)
        return [habit, *others[:MAX_CANDIDATES - 1]]

    def _sample(self, view: DurakView, legal: Sequence[DurakAction]) -> DurakAction:
        candidates = self._candidates(view, legal)
        totals = self.sampled_totals(view, candidates)
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]

    def sampled_totals(self, view: DurakView, candidates: Sequence[DurakAction]) -> list[float]:
        """Each candidate's rollout values summed over the sampled worlds."""
        totals = [0.0] * len(candidates)
        for _ in range(WORLDS):
            world = resample(view, self.rng)
            # The same world for every candidate: differences come from the move, not luck.
            for index, move in enumerate(candidates):
                trial = world.clone(record_events=False)
                trial._perform(view.seat, move)
                totals[index] += rollout_value(trial, view.seat)
        return totals


# -- the review's measure (engine/core/review.py) ----------------------------------------------------
def scores(view: DurakView, actions: Sequence[DurakAction]) -> list[float | None]:
    """The hard AI's own score of each action, from -1 (the durak) to +1 (out first): once the
    stock is empty the endgame search's value, before that the mean of its rollouts in the
    same sampled worlds (drawn from a fixed generator, so a review always says the same)."""
    opponent = opponent_hand_if_known(view)
    if opponent is None:
        totals = HardDurak(random.Random(0)).sampled_totals(view, actions)
        return [total / WORLDS for total in totals]
    valued = [solve(view.trump, ENDGAME_NODES, view.hand, opponent, view.table, view.attacker == view.seat,
                    view.taking, view.bout_limit, [action]) for action in actions]
    return [value if move is not None else None for move, value in valued]


def choice_gap(view: DurakView, legal, played: DurakAction, suggested: DurakAction) -> ChoiceGap | None:
    mine, theirs = scores(view, (played, suggested))
    if mine is None or theirs is None:
        return None
    return ChoiceGap(theirs - mine, "hard.score", (mine,), (theirs,))
