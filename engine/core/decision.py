"""One AI decision as a value: which game, level and deal, which seat after how many actions,
what that seat sees and may do. Everything a policy's answer depends on is in it, so it can be
asked anywhere — in this process, in a worker process (it pickles), again later — and gives the
same answer (a search cut short by its deadline excepted: `Limits.cut_short` says so).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable

from engine.core import registry
from engine.core.policy import Limits, decide


@dataclass(frozen=True)
class DecisionRequest:
    game: str
    level: str  # a policy name of the game's registry entry ("easy", "hard", …)
    seed: int  # the deal's
    seat: int
    ply: int  # actions played in the deal before this decision
    view: Any  # what the seat sees: `state.view(seat)`
    legal: tuple[Hashable, ...]

    def run(self, limits: Limits | None = None) -> Hashable:
        """The policy's answer (it is given `limits` if it searches)."""
        policy = registry.get(self.game).decision_policy(self.level, self.seed, self.seat, self.ply)
        return decide(policy, self.view, self.legal, limits)

    @classmethod
    def of(cls, state, seat: int, level: str) -> "DecisionRequest":
        """The question a deal in progress asks `seat` now."""
        return cls(state.game_id, level, state.seed, seat, len(state.history), state.view(seat),
                   tuple(state.legal_actions(seat)))
