"""How far a hand is from winning, for the AI: the shapes it could still become.

A *plan* is one target shape — a pair face and two triple ranks — read against the cards held:
which cards are still needed (the pair's third copy included, since only it wins). `easy`
counts the cards a plan still lacks (`shortfall`) and, a beginner, ignores the 2-2-1 rule;
`hard` asks how likely its next few draws are to complete a plan on a wait with live outs
(`readiness`), with a triple of the pair's own rank read as R2 has it.
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


#: The suits a triple of the pair's own rank may take under R2, as (copies of one other suit's
#: face, copies of the third's): two and one, and for two such triples the sums of two of those.
SPLITS = {1: ((2, 1), (1, 2)), 2: ((4, 2), (3, 3), (2, 4))}


def plans(faces: Iterable[str], two_two_one: bool = False) -> Iterator[tuple[str, int, tuple[tuple[str, int], ...]]]:
    """Each plan as (pair face, pair copies still needed incl. the winning one, ((rank,
    cards still needed), …)). Only faces and ranks already held are considered.

    With `two_two_one`, a triple of the pair's rank needs the suits R2 asks for: no copy of the
    pair's own face (three of it and a pair is not ready), two of one other suit and one of the
    third; honours, only four of a kind, never qualify. Without, any card of the rank will do."""
    counts = Counter(faces)
    rank_counts = Counter()
    for face, n in counts.items():
        rank_counts[RANK[face]] += n
    ranks = sorted(rank_counts)
    for pair, held in counts.items():
        used = min(2, held)
        own = RANK[pair]
        rest = rank_counts.copy()
        rest[own] -= used
        for first, second in combinations_with_replacement(ranks, 2):
            triples = []
            for rank, many in (((first, 2),) if first == second else ((first, 1), (second, 1))):
                if two_two_one and rank == own:
                    need = split_need(counts, pair, many)
                    if need is None:
                        break
                else:
                    need = 3 * many - min(3 * many, rest[rank])
                triples.append((rank, need))
            else:
                yield pair, 3 - used, tuple(triples)


def split_need(counts: Counter, pair: str, triples: int) -> int | None:
    """The fewest cards that make `triples` triples of the pair's rank in R2's 2-2-1 suits, or
    None where none can be (honours)."""
    others = [counts[face] for face in FACES_OF_RANK[RANK[pair]] if face != pair]
    if len(others) != 2:
        return None
    held_b, held_c = others
    return min(max(0, b - held_b) + max(0, c - held_c) for b, c in SPLITS[triples])


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
    for pair, pair_need, triples in plans(faces, two_two_one=True):
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
