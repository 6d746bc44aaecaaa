"""Ready hands (rules §3, R2–R3): two triples and an identical pair among eight cards.

A triple is three cards of one rank in any suits, or three of one honour kind; the pair is two
cards of one face. When the pair shares its rank with a triple, those five cards must split
2-2-1 by suit (three identical plus a pair is not ready). A hand is ready when at least one
arrangement meets every condition, and the faces it may expose are the pairs of all such
arrangements: in the 2-2-1 case both doubled suits qualify, and the player chooses (R3).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import Iterable, NamedTuple

from engine.kowah.cards import FACES, Card, rank_of, suit_of

READY_SIZE = 8
RANK = {face: rank_of(face) for face in FACES}


class Arrangement(NamedTuple):
    """One reading of a ready hand: the waiting pair's face and the two triples' faces."""

    pair: str
    triples: tuple[tuple[str, ...], tuple[str, ...]]


def _two_triples(faces: tuple[str, ...]) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """Every way to cut six faces into two same-rank triples (the triples may share a rank)."""
    by_rank: dict[str, list[str]] = {}
    for face in faces:
        by_rank.setdefault(rank_of(face), []).append(face)
    groups = sorted(by_rank.values())
    if len(groups) == 2 and len(groups[0]) == 3:
        return [(tuple(groups[0]), tuple(groups[1]))]
    if len(groups) == 1:
        # Six of one rank: which three go together matters for the 2-2-1 rule, so try all.
        splits = set()
        for picked in combinations(range(6), 3):
            first = tuple(faces[i] for i in picked)
            second = tuple(faces[i] for i in range(6) if i not in picked)
            splits.add(tuple(sorted((first, second))))
        return sorted(splits)
    return []


def _split_2_2_1(pair: str, triple: tuple[str, ...]) -> bool:
    """R2: a pair and a triple of one rank must be two of one suit, two of another, one of
    the third. Honours never qualify (there are only four of a kind anyway)."""
    suits = Counter(suit_of(face) for face in (pair, pair, *triple))
    return None not in suits and sorted(suits.values()) == [1, 2, 2]


def _legal(pair: str, triples: tuple[tuple[str, ...], tuple[str, ...]]) -> bool:
    return all(_split_2_2_1(pair, triple) for triple in triples if rank_of(triple[0]) == rank_of(pair))


@lru_cache(maxsize=65536)
def _arrangements(faces: tuple[str, ...]) -> tuple[Arrangement, ...]:
    if len(faces) != READY_SIZE:
        return ()
    counts = Counter(faces)
    found = []
    for pair in sorted(counts):
        if counts[pair] < 2:
            continue
        rest = list(faces)
        rest.remove(pair)
        rest.remove(pair)
        for triples in _two_triples(tuple(rest)):
            if _legal(pair, triples):
                found.append(Arrangement(pair, triples))
    return tuple(found)


def arrangements(cards: Iterable[Card | str]) -> tuple[Arrangement, ...]:
    """Every legal reading of the hand as two triples and a pair (empty if not ready)."""
    faces = [card.face if isinstance(card, Card) else card for card in cards]
    # Two triples and a pair span at most three ranks: most hands fail this cheap test, so it
    # comes before the sorting (the rules ask after every discard, searches millions of times).
    if len({RANK[face] for face in faces}) > 3:
        return ()
    return _arrangements(tuple(sorted(faces)))


def waiting_pairs(cards: Iterable[Card | str]) -> tuple[str, ...]:
    """The faces the hand may expose when declaring, sorted; empty if the hand is not ready."""
    return tuple(sorted({arrangement.pair for arrangement in arrangements(cards)}))


def is_ready(cards: Iterable[Card | str]) -> bool:
    return bool(arrangements(cards))
