"""Seeded randomness: every random choice in a deal or an AI descends from named seeds.

A deal is reproducible from (game id, seed, actions): the shuffle uses a generator derived from
the game id and the seed, and each AI decision gets a fresh generator derived from the same seed,
its seat and the number of actions played before it (`decision_rng`), so adding a call in one
place never shifts the random stream of another, and no generator state needs saving.
"""

from __future__ import annotations

import random

try:  # CPython's own SHA-256 (the same digests) without loading OpenSSL, 3 MB per process
    from _sha2 import sha256  # Python 3.12 and later
except ImportError:
    try:
        from _sha256 import sha256  # Python 3.10, 3.11
    except ImportError:
        from hashlib import sha256


def derive_seed(*labels: object) -> int:
    """A 64-bit seed that depends on every label (stable across runs and platforms)."""
    text = "\x1f".join(repr(label) for label in labels)
    return int.from_bytes(sha256(text.encode("utf-8")).digest()[:8], "big")


def make_rng(*labels: object) -> random.Random:
    return random.Random(derive_seed(*labels))


def decision_rng(game_id: str, seed: int, seat: int, ply: int, level: str) -> random.Random:
    """The generator of one AI decision: seat `seat` choosing after `ply` actions of the deal
    `seed`, at `level`. Asking the same question again (a resumed, taken-back or replayed deal)
    gives the same generator, hence the same answer."""
    return make_rng(game_id, seed, "decision", seat, ply, level)
