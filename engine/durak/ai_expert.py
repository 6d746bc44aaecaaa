"""The `expert` Durak AI: information-set tree search while the stock lasts, exact play after.

While cards remain in the stock it searches the tree of what it can see (`core.search`): each
iteration deals the unseen cards anew, walks the shared tree of both players' moves and plays
the deal out with the easy AI's habits on both sides. Once the stock is empty the opponent's
hand is known and the endgame solver plays exactly, with a larger budget than `hard`'s.

A sensible card-player's habit (the easy AI's: lead low, keep trumps) is the prior: the search
overrules it only when its move is worth `MARGIN` more. Left to its means alone, 700 iterations
over a first lead chose among close moves by the luck of the worlds: in one position (7♠ J♦ K♦
and three trumps) it led a trump in 6 of 40 seeds, a lead that 3,000 paired worlds put 4 to 10
points below the best — and the hint showed it to the player. With the prior: 3 of 40, and the
low plain lead in 27 (12 before).
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.core.policy import Limits
from engine.core.search import Search
from engine.durak.actions import DurakAction
from engine.durak.ai_easy import habitual_choice
from engine.durak.endgame import solve
from engine.durak.knowledge import opponent_hand_if_known, resample
from engine.durak.playout import play_out
from engine.durak.rules import DurakState, DurakView

ITERATIONS = 700
ENDGAME_NODES = 20000
EXPLORATION = 0.7
#: How much more (in share of deals won) the search's move must be worth than the habit's.
MARGIN = 0.05


class DurakPlaybook:
    """Worlds from the view; playouts by habit, scored 1 for the winner, ½ each for a draw."""

    def resample(self, view: DurakView, rng: random.Random) -> DurakState:
        return resample(view, rng)

    def playout(self, state: DurakState, rng: random.Random) -> tuple[float, float]:
        durak = play_out(state)
        if durak is None:
            return (0.5, 0.5)
        return (0.0, 1.0) if durak == 0 else (1.0, 0.0)


class ExpertDurak:
    name = "expert"

    def __init__(self, rng: random.Random, iterations: int | None = None):
        self.rng = rng
        self.iterations = iterations or ITERATIONS

    def choose(self, view: DurakView, legal: Sequence[DurakAction], limits: Limits | None = None) -> DurakAction:
        if len(legal) == 1:
            return legal[0]
        opponent = opponent_hand_if_known(view)
        if opponent is not None:
            move, _ = solve(view.trump, ENDGAME_NODES, view.hand, opponent, view.table,
                            view.attacker == view.seat, view.taking, view.bout_limit, legal)
            if move is not None:
                return move
        search = Search(DurakPlaybook(), self.iterations, exploration=EXPLORATION)
        habit = habitual_choice(view.hand, len(view.table), view.trump, view.stock_size, legal)
        return search.run(view, legal, self.rng, view.seat, limits).unless_beaten(habit, MARGIN)
