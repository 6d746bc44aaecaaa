"""Drawing odds for the AI: how likely a few draws bring the cards a hand still lacks.

The stock and the others' hidden cards are, from one seat's view, a well-shuffled pool of the
copies it has not seen, so each requirement is a hypergeometric question.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb


@lru_cache(maxsize=None)
def chance_of_at_least(wanted: int, live: int, unseen: int, draws: int) -> float:
    """The chance that `draws` cards taken from `unseen`, `live` of which would do, bring at
    least `wanted` of them."""
    if wanted <= 0:
        return 1.0
    if live < wanted or draws < wanted or unseen <= 0:
        return 0.0
    draws = min(draws, unseen)
    short = sum(comb(live, got) * comb(unseen - live, draws - got) for got in range(wanted))
    return 1.0 - short / comb(unseen, draws)
