"""How far a hand is from winning, for the AI: the shapes it could still become.

A *plan* is one target shape — a pair face and two triple ranks — read against the cards held:
which cards are still needed (the pair's third copy included, since only it wins). `easy`
counts the cards a plan still lacks (`shortfall`); `hard` asks how likely its next few draws
are to complete a plan on a wait with live outs (`readiness`). Both ignore the 2-2-1 detail,
which only the rules' exact check needs.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from typing import Iterable, Iterator

from engine.kowah.cards import FACES, rank_of
from engine.kowah.odds import chance_of_at_least

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


#: A ready hand waiting on one live out instead of two is worth this share: in easy-against-easy
#: play a first declarer won 46 % of its deals on one out and 63 % on two.
ONE_OUT_WORTH = 0.73
#: The likeliest plan decides; the others add this small share of their chances, so that of two
#: hands equally close the one with more routes to fall back on is kept. Scoring a hand by the
#: chance that any of its plans completes rewards hands that are merely broad: in the arena
#: `hard` then won 84 deals of 500 instead of about 200.
OTHER_ROUTES = 0.03


def readiness(faces: Iterable[str], live: dict[str, int], unseen: int, draws: int) -> float:
    """How likely the hand is to be ready on a live wait within `draws` draws of its own: its
    likeliest plan's chance, each missing card drawn from the `unseen` copies of which `live`
    would do, weighted by the outs its wait would keep (none: worthless, R4)."""
    live_rank: dict[str, int] = {}
    best = total = 0.0
    for pair, pair_need, triples in plans(faces):
        to_draw = pair_need - 1  # the last copy is the win, which anyone's card may bring
        outs = live[pair] - to_draw
        if outs <= 0:
            continue
        chance = chance_of_at_least(to_draw, live[pair], unseen, draws)
        for rank, need in triples:
            if need and chance:
                pool = live_rank.get(rank)
                if pool is None:
                    pool = live_rank[rank] = sum(live[face] for face in FACES_OF_RANK[rank])
                if rank == RANK[pair]:
                    pool -= live[pair]  # those copies are wanted for the pair
                chance *= chance_of_at_least(need, pool, unseen, draws)
        chance *= 1.0 if outs >= 2 else ONE_OUT_WORTH
        best = max(best, chance)
        total += chance
    return best + OTHER_ROUTES * total
