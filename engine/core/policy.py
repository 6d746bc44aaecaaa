"""Policies: how an AI (or a test) chooses an action.

A policy sees only a seat's view and the legal actions, and owns a seeded random generator, so
its choice depends on nothing else: the same seed replays the same deal. Search budgets are
counted in iterations, never in wall-clock time, for the same reason.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Hashable, Protocol, Sequence


class Policy(Protocol):
    name: str

    def choose(self, view: Any, legal: Sequence[Hashable]) -> Hashable:
        """Return one of `legal` (which is never empty)."""


PolicyFactory = Callable[[random.Random], Policy]


class RandomPolicy:
    """Uniformly random legal play: the baseline and the fuzzer."""

    name = "random"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view: Any, legal: Sequence[Hashable]) -> Hashable:
        return legal[self.rng.randrange(len(legal))]
