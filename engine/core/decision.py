"""One AI decision as a value: everything needed to make it, and nothing that runs.

A `DecisionRequest` names the game, the AI level, the deal's seed, the seat, how many actions
the deal had when the seat was asked (the ply), the seat's view and its legal actions. The
policy is built from those alone (`GameInfo.decision_policy`), so a request can be sent to
another process, run twice, or run again after a take-back, and always gives the same answer —
unless a time cap cut the search short, which `Limits.cut_short` then says.

Views are frozen values made of tuples, frozen mappings and small dataclasses, so a request
pickles; `run` is what a worker process calls.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any, Hashable

from engine.core import registry
from engine.core.policy import Limits, decide

log = logging.getLogger("cardavia.ai")
SAFE_LEVEL = "easy"  # every game has it; it answers at once

@dataclass(frozen=True)
class DecisionRequest:
    game: str
    level: str  # a policy name of the game's registry entry: "random", "easy", "hard"…
    seed: int
    seat: int
    ply: int  # len(state.history) when the seat was asked
    view: Any  # state.view(seat)
    legal: tuple[Hashable, ...]

    @classmethod
    def of(cls, state, seat: int, level: str) -> "DecisionRequest":
        """The question `state` puts to `seat` now, for an AI of `level`."""
        return cls(state.game_id, level, state.seed, seat, len(state.history), state.view(seat),
                   tuple(state.legal_actions(seat)))

    def run(self, limits: Limits | None = None) -> Hashable:
        """The policy's answer: a fresh policy for this one decision, honouring `limits` if it
        searches. The caller checks that the answer is in `legal` (an AI may have a bug)."""
        policy = registry.get(self.game).decision_policy(self.level, self.seed, self.seat, self.ply)
        return decide(policy, self.view, self.legal, limits)

    def safe(self) -> Hashable:
        """An answer that cannot fail the deal, for when the AI raised, answered something not
        legal or ran out of time: the easy AI's answer to the same question (as reproducible
        as any other), else the last legal action."""
        try:
            policy = registry.get(self.game).decision_policy(SAFE_LEVEL, self.seed, self.seat, self.ply)
            action = policy.choose(self.view, self.legal)
            if action in self.legal:
                return action
        except Exception:
            log.exception("The safe AI failed too; playing the last legal action")
        return self.legal[-1]
