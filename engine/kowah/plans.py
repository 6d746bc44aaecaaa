"""How far a hand is from winning, for the AI: the shapes it could still become.

A *plan* is one target shape — a pair face and two triple ranks — read against the cards held:
which cards are still needed (the pair's third copy included, since only it wins). `easy`
counts the cards a plan still lacks; `hard` first counts the live cards that would bring its
nearest plans one card closer (`acceptance`), then weighs each plan by how many live copies
could fill it (`promise`). All ignore the 2-2-1 detail, which only the rules' exact check needs.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from typing import Iterable, Iterator, NamedTuple

from engine.kowah.cards import FACES, rank_of

RANK = {face: rank_of(face) for face in FACES}
FACES_OF_RANK: dict[str, tuple[str, ...]] = {
    rank: tuple(face for face in FACES if RANK[face] == rank) for rank in dict.fromkeys(RANK.values())
}


def plans(faces: Iterable[str]) -> Iterator[tuple[str, int, tuple[tuple[str, int], ...]]]:
    """Each plan as (pair face, pair copies still needed incl. the winning one, ((rank,
    cards still needed), …)). Only faces and ranks already held are considered."""
    counts = Counter(faces)
    rank_counts = Counter()
    for face, n in counts.items():
        rank_counts[RANK[face]] += n
    ranks = sorted(rank_counts)
    for pair, held in counts.items():
        used = min(2, held)
        rest = rank_counts.copy()
        rest[RANK[pair]] -= used
        for first, second in combinations_with_replacement(ranks, 2):
            if first == second:
                triples = ((first, 6 - min(6, rest[first])),)
            else:
                triples = ((first, 3 - min(3, rest[first])), (second, 3 - min(3, rest[second])))
            yield pair, 3 - used, triples


def shortfall(faces: Iterable[str]) -> int:
    """The fewest cards any plan still lacks to be ready (0: ready, give or take 2-2-1)."""
    best = 99
    for _, pair_need, triples in plans(faces):
        best = min(best, pair_need - 1 + sum(need for _, need in triples))
    return best


class Acceptance(NamedTuple):
    """How close a hand is and how fast it may get closer."""

    shortfall: int  # the fewest cards any plan still lacks (0: ready)
    live: float  # ready: the best wait's live outs; otherwise the live cards that cut the shortfall


def acceptance(faces: Iterable[str], live: dict[str, int]) -> Acceptance:
    """The shortfall, and how many live cards would cut it — the draws that help (drawing one
    and shedding a card the nearest plan does not use brings the hand one card closer).

    A card that would make the hand ready counts once per live out of the wait it leaves:
    nothing if the wait is dead (declaring it could never win, R4). Outs count fully because in
    easy-against-easy play a first declarer won 63% of its deals on a two-out wait, 46% on one."""
    best = 99
    helpful: dict[str, float] = {}  # face -> its worth, the best over the nearest plans
    best_wait = 0
    for pair, pair_need, triples in plans(faces):
        missing = pair_need - 1 + sum(need for _, need in triples)
        if missing > best:
            continue
        if missing < best:
            best, helpful, best_wait = missing, {}, 0
        if missing == 0:
            best_wait = max(best_wait, live[pair])
            continue
        wanted = [pair] if pair_need == 2 else []
        for rank, need in triples:
            if need:
                wanted.extend(FACES_OF_RANK[rank])
        for face in wanted:
            # The last card counts by the wait it leaves; a drawn pair card is one out fewer.
            worth = max(0, live[pair] - (face == pair)) if missing == 1 else 1.0
            if worth > helpful.get(face, -1.0):
                helpful[face] = worth
    if best == 0:
        return Acceptance(0, float(best_wait))
    return Acceptance(best, sum(live[face] * worth for face, worth in helpful.items()))


def _chance(live: int, need: int, unseen: int) -> float:
    """Roughly: the chance that `need` particular cards come out of `unseen`, `live` of
    which would do."""
    p = 1.0
    for i in range(need):
        if live - i <= 0:
            return 0.0
        p *= (live - i) / max(1, unseen - i)
    return p


def promise(faces: Iterable[str], live: dict[str, int], unseen: int) -> float:
    """How promising a hand is: every plan weighted by the live cards that could complete it,
    the winning third copy included — so a ready hand with dead waits is worth nothing."""
    live_rank: dict[str, int] = {}
    total = 0.0
    for pair, pair_need, triples in plans(faces):
        value = _chance(live[pair], pair_need, unseen)
        if value == 0.0:
            continue
        for rank, need in triples:
            if need:
                pool = live_rank.get(rank)
                if pool is None:
                    pool = live_rank[rank] = sum(live[f] for f in FACES_OF_RANK[rank])
                if rank == RANK[pair]:
                    pool -= live[pair]  # those copies are wanted for the pair
                value *= _chance(pool, need, unseen)
        total += value
    return total
