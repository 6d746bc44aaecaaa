"""Where the unseen cards probably lie, read from how the others have discarded.

The hard AI can only draw what lies in the stock: a card in another hand comes out, if ever,
as that player's discard. Which unseen cards the others hold is hidden, but their chosen
discards tell on them: a player sheds the ranks it has little use for. Measured against two
`easy` seats and the `hard` one (seeds 777 and 778, a throwaway script over arena deals):
- an undeclared hand held 0.73 hidden cards of a rank it had never discarded, and 0.29, 0.22,
  0.14 of one it had discarded once, twice, three times or more (1,500 deals, 303,197 readings
  at the hard seat's draws): a card's weight is their ratio to the first (`HELD`);
- a declared hand's hidden triples were of a rank it had never discarded in 25.5 % of the cases,
  and of one it had discarded once, twice, three times or more in 9.0, 5.4 and 3.8 % (3,000
  deals, 51,312 ranks of `easy` declarations; `hard`'s: 27.3, 6.8, 4.5, 2.9 %): a shape's
  weight, besides the ways the unseen cards can make it (`LOCKED`).

`stock_worlds` deals the others' hidden cards so many times by those weights (a declared hand
always into two triples, R8) and gives, for each world, the copies of each face left in the
stock. The hard AI judging its hands over twelve such worlds, instead of over every unseen copy,
against two `easy` seats (seed 2027, deals 0-5,999, paired): +2.0 ± 1.3 points of win share
as first tried, +0.7 ± 1.3 as it landed (the same reading; the dice fell otherwise). Tried on
the same deals: declared hands alone dealt so (undeclared ones' cards left in the stock) +0.6 ±
0.5; the declared hands' true cards +1.0 ± 0.5; their shapes weighed by the ways alone +0.2 ±
0.5. The ladder over 10,000 deals with twelve worlds: hard 39.4 % against 30.2 and 30.3 % (1.31×
and 1.30× each `easy` seat; 1.27× before); with 24 (`WORLDS`), over 6,000: 39.4 % against 29.9
and 30.4 % (1.32× and 1.29×), of which the first 2,000: 40.1 % against 29.6 and 29.9 %.
A declared hand guessed ready as R2 has it (dealt again where its suits break the 2-2-1 rule):
on those 2,000 deals 40.2 % against 29.9 and 29.5 % (+0.1 ± 0.4 points, 22 deals changed).
"""

from __future__ import annotations

import random
from collections import Counter
from math import comb

from engine.kowah.cards import Card
from engine.kowah.hands import waiting_pairs
from engine.kowah.knowledge import READY_TRIES, two_triples_around, unseen_cards, usable_copies
from engine.kowah.rules import KowahView

#: By how many times a seat has chosen to discard a card's rank (0, 1, 2, 3 or more).
HELD = (1.0, 0.40, 0.30, 0.19)
LOCKED = (1.0, 0.35, 0.21, 0.15)
#: Worlds a hand is judged over: the hard AI's cost grows with them, its choices settle. Against
#: two `easy` seats (seed 31, 3,000 deals, paired) 24 won +0.9 ± 1.5 points more than 12, for a
#: think time of 22 ms CPU at the median and 46 ms at p95 (11 and 23 with 12).
WORLDS = 24


def shed_ranks(view: KowahView) -> list[Counter]:
    """For each seat, how many times it has chosen to discard each rank."""
    return [Counter(card.rank for card in cards) for cards in view.chosen_discards]


def stock_worlds(view: KowahView, rng: random.Random, count: int = WORLDS) -> list[dict[str, int]]:
    """`count` guesses at the stock: for each face, the usable copies (`usable_copies`) not
    dealt to another hand in that world."""
    usable = usable_copies(view)
    unseen = unseen_cards(view)
    shed = shed_ranks(view)
    worlds = []
    for _ in range(count):
        elsewhere = _deal_the_others(view, unseen, shed, rng)
        worlds.append({face: max(0, n - elsewhere[face]) for face, n in usable.items()})
    return worlds


def _deal_the_others(view: KowahView, unseen: list[Card], shed: list[Counter], rng: random.Random) -> Counter:
    """The faces of one guess at the others' hidden cards: declared hands first (their few
    possible cards must not go elsewhere before them)."""
    pool = list(unseen)
    elsewhere: Counter = Counter()
    others = [seat for seat in range(len(view.hand_sizes)) if seat != view.seat]
    for seat in sorted(others, key=lambda seat: view.declared[seat] is None):
        missing = view.hand_sizes[seat] - len(view.known[seat])
        if missing <= 0:
            continue
        if view.declared[seat] is not None:
            cards = _locked_cards(view, seat, missing, pool, shed[seat], rng)
        else:
            # Weighted sampling without replacement: the largest keys u ** (1 / weight) win.
            weight = [HELD[min(shed[seat][card.rank], 3)] for card in pool]
            keyed = sorted(range(len(pool)), key=lambda i: rng.random() ** (1.0 / weight[i]), reverse=True)
            cards = [pool[i] for i in keyed[:missing]]
        for card in cards:
            pool.remove(card)
            elsewhere[card.face] += 1
    return elsewhere


def _locked_cards(view: KowahView, seat: int, missing: int, pool: list[Card], shed: Counter,
                  rng: random.Random) -> list[Card]:
    """A declared hand's hidden cards: two triples that take in what it is known to hold
    besides its exposed pair, their ranks drawn by the ways the pool can fill them and by how
    often it shed them, and ready as R2 has it. Nothing, should the pool allow no such hand."""
    pair = list(view.exposed[seat])
    held = Counter(card.rank for card in view.known[seat] if card not in pair)
    by_rank: dict[str, list[Card]] = {}
    for card in pool:
        by_rank.setdefault(card.rank, []).append(card)
    shapes, weights = [], []
    for (first, second), fill in two_triples_around(held, sorted(set(by_rank) | set(held))):
        if sum(fill.values()) != missing:
            continue
        ways = 1
        for rank, n in fill.items():
            ways *= comb(len(by_rank.get(rank, ())), n)
        weight = ways * LOCKED[min(shed[first], 3)] * LOCKED[min(shed[second], 3)]
        if weight:
            shapes.append(fill)
            weights.append(weight)
    cards: list[Card] = []
    # Dealt again until R2 calls the hand ready (a triple of the pair's own rank must split its
    # suits 2-2-1 with the pair), as `knowledge._ready_cards` does: dealt once, 7.6 % of these
    # guesses were hands no one could have declared.
    for _ in range(READY_TRIES if shapes else 0):
        fill = rng.choices(shapes, weights)[0]
        cards = [card for rank, n in fill.items() for card in rng.sample(by_rank[rank], n)]
        if view.declared[seat] in waiting_pairs([*view.known[seat], *cards]):
            break
    return cards
