"""What a seat can count from its view: how many copies of each face are still live.

A copy is *live* for a seat when it has not seen it: not in its hand, not among the discards,
not publicly known to be in another hand (exposed pairs, taken discards, face-up draws).
Nothing here reads a state: the input is a `KowahView`; `resample` builds whole deals from one.
"""

from __future__ import annotations

import random
from collections import Counter

from engine.kowah.cards import COPIES, FACES, FULL_PACK, Card
from engine.kowah.hands import waiting_pairs
from engine.kowah.rules import KowahState, KowahView


def live_copies(view: KowahView) -> dict[str, int]:
    """For every face, the copies this seat has not seen (in the stock or hidden in a hand)."""
    seen = Counter(card.face for card in view.hand)
    seen.update(card.face for card in view.discards)
    for seat, known in enumerate(view.known):
        if seat != view.seat:
            seen.update(card.face for card in known)
    return {face: COPIES - seen[face] for face in FACES}


def unseen_count(live: dict[str, int]) -> int:
    return sum(live.values())


def opponents_waits(view: KowahView) -> set[str]:
    """The faces that would win for a declared opponent: never discard one (§3)."""
    return {face for seat, face in enumerate(view.declared) if seat != view.seat and face is not None}


def usable_copies(view: KowahView) -> dict[str, int]:
    """The live copies this seat could still build with: none of a face a declared opponent
    waits on, since the first such copy drawn or discarded ends the deal (§3)."""
    usable = live_copies(view)
    for face in opponents_waits(view):
        usable[face] = 0
    return usable


# -- worlds consistent with a view ------------------------------------------------------------
#: Tries at dealing a declared seat's hidden cards into a ready hand before giving up on it.
READY_TRIES = 60


def unseen_cards(view: KowahView) -> list[Card]:
    """The physical cards this seat has not seen: in the stock or hidden in another hand."""
    seen = set(view.hand) | set(view.discards)
    for known in view.known:
        seen.update(known)
    return [card for card in FULL_PACK if card not in seen]


def resample(view: KowahView, rng: random.Random) -> KowahState:
    """A full deal consistent with the view, in fast mode: each other hand keeps the cards it is
    known to hold and gets unseen cards up to its size, the rest is the stock in random order.
    A declared hand is locked ready on its exposed pair (R3, R8), so its hidden cards are dealt
    to make two triples with what it shows."""
    pool = unseen_cards(view)
    rng.shuffle(pool)
    hands: list[list[Card]] = [[] for _ in view.hand_sizes]
    # Declared hands first: their few possible cards must not go to another hand before them.
    order = sorted(range(len(view.hand_sizes)), key=lambda seat: view.declared[seat] is None)
    for seat in order:
        size = view.hand_sizes[seat]
        if seat == view.seat:
            hands[seat] = list(view.hand)
            continue
        known = list(view.known[seat])
        missing = size - len(known)
        if view.declared[seat] is not None:
            hidden = _ready_cards(known, view.declared[seat], missing, pool, rng)
        else:
            hidden = pool[-missing:] if missing else []
        for card in hidden:
            pool.remove(card)
        hands[seat] = known + hidden
    state = KowahState(seed=0, record_events=False)
    state.hands = hands
    state.stock = pool
    state.discards = list(view.discards)
    state.chosen_discards = [list(cards) for cards in view.chosen_discards]
    state.turn, state.phase, state.taken = view.turn, view.phase, view.taken
    state.has_played = list(view.has_played)
    state.declared = list(view.declared)
    state.exposed = list(view.exposed)
    state.known = [set(known) for known in view.known]
    return state


def _ready_cards(known: list[Card], pair: str, missing: int, pool: list[Card], rng: random.Random) -> list[Card]:
    """`missing` cards from `pool` that make `known` a ready hand waiting on `pair`: two
    triples of ranks drawn so that the cards already known fit them. Falls back to any cards
    should the unseen ones left allow no such hand (it happens, rarely, when another declared
    hand dealt first took cards this one needed)."""
    by_rank: dict[str, list[Card]] = {}
    for card in pool:
        by_rank.setdefault(card.rank, []).append(card)
    rest = [card for card in known if card not in _pair_cards(known, pair)]
    held = Counter(card.rank for card in rest)
    ranks = sorted(set(by_rank) | set(held))
    shapes = [fill for _, fill in two_triples_around(held, ranks)]
    for _ in range(READY_TRIES if shapes else 0):
        fill = shapes[rng.randrange(len(shapes))]
        picked: list[Card] = []
        for rank, n in fill.items():
            choices = by_rank.get(rank, [])
            if len(choices) < n:
                break
            picked += rng.sample(choices, n)
        else:
            if len(picked) == missing and pair in waiting_pairs([*known, *picked]):
                return picked
    return pool[-missing:] if missing else []


def two_triples_around(held: Counter, ranks: list[str]) -> list[tuple[tuple[str, str], Counter]]:
    """Each way two triples of `ranks` (one rank twice allowed) take in every card a declared
    hand is known to hold besides its exposed pair (`held`, by rank): ((first, second), the
    cards by rank still to deal)."""
    shapes = []
    for i, first in enumerate(ranks):
        for second in ranks[i:]:
            wanted = Counter({first: 3})
            wanted[second] += 3
            if all(wanted[rank] >= n for rank, n in held.items()):
                shapes.append(((first, second), wanted - held))
    return shapes


def _pair_cards(known: list[Card], pair: str) -> list[Card]:
    return [card for card in known if card.face == pair][:2]
