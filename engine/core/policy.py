"""Policies: how an AI (or a test) chooses an action.

A policy sees only a seat's view and the legal actions, and is given a seeded random generator
for the one decision it makes, derived from (game, seed, seat, number of actions so far) — see
`rng.decision_rng` — so its choice depends on nothing else: a deal is (game, seed, actions), and
replaying a prefix of it asks every AI the same questions with the same generators. Search
budgets are counted in iterations, never in wall-clock time, for the same reason; the app may
still cap a search's time (`Limits.deadline`), and a decision cut short that way is marked.
"""

from __future__ import annotations

import inspect
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Protocol, Sequence


class Policy(Protocol):
    name: str

    def choose(self, view: Any, legal: Sequence[Hashable]) -> Hashable:
        """Return one of `legal` (which is never empty). A policy that searches may also take
        `limits=`, a `Limits`, and must then honour it."""


PolicyFactory = Callable[[random.Random], Policy]


def _never() -> bool:
    return False


@dataclass
class Limits:
    """What may stop a search before its counted budget is spent.

    `deadline` is a `time.monotonic()` instant (the app's wall-clock cap); `cancelled` is asked
    between iterations (the position moved on, the table closed). A search that stops for the
    deadline answers with its best move so far and sets `cut_short`, so the record can say that
    this decision would not replay identically.
    """

    deadline: float | None = None
    cancelled: Callable[[], bool] = field(default=_never)
    cut_short: bool = False

    def should_stop(self) -> bool:
        """True once the search must answer now; marks a deadline stop as cut short."""
        if self.cancelled():
            return True
        if self.deadline is not None and time.monotonic() >= self.deadline:
            self.cut_short = True
            return True
        return False


def takes_limits(policy: Any) -> bool:
    try:
        return "limits" in inspect.signature(policy.choose).parameters
    except (TypeError, ValueError):
        return False


def decide(policy: Any, view: Any, legal: Sequence[Hashable], limits: Limits | None = None) -> Hashable:
    """Ask `policy` for a move, handing it `limits` if it is a policy that can use them."""
    if limits is not None and takes_limits(policy):
        return policy.choose(view, legal, limits=limits)
    return policy.choose(view, legal)


class RandomPolicy:
    """Uniformly random legal play: the baseline and the fuzzer."""

    name = "random"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[Hashable]) -> Hashable:
        return legal[self.rng.randrange(len(legal))]
