"""What a seat can count from its view: how many copies of each face are still live.

A copy is *live* for a seat when it has not seen it: not in its hand, not among the discards,
not publicly known to be in another hand (exposed pairs, taken discards, face-up draws).
Nothing here reads a state: the input is a `KowahView`.
"""

from __future__ import annotations

from collections import Counter

from engine.kowah.cards import COPIES, FACES
from engine.kowah.rules import KowahView


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
