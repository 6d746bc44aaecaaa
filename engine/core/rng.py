"""Seeded randomness: every random choice in a deal or an AI descends from named seeds.

A deal is reproducible from (game id, seed, actions): the shuffle uses a generator derived from
the game id and the seed, and each AI seat gets its own generator derived from the same seed and
its seat, so adding a call in one place never shifts the random stream of another.
"""

from __future__ import annotations

import hashlib
import random


def derive_seed(*labels: object) -> int:
    """A 64-bit seed that depends on every label (stable across runs and platforms)."""
    text = "\x1f".join(repr(label) for label in labels)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def make_rng(*labels: object) -> random.Random:
    return random.Random(derive_seed(*labels))
