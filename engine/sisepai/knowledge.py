"""What a seat can infer from its view: which cards it has not seen yet.

Every card that leaves a hidden hand does so in public (a discard, an exposed group), so the
unseen cards are exactly those in the other hidden hands and the stock. Nothing here reads a
state: the input is a `SisepaiView`.
"""

from __future__ import annotations

from engine.sisepai.cards import CHESS_FACES, COPIES, FACES, face_counts
from engine.sisepai.rules import SisepaiView


def seen_cards(view: SisepaiView) -> list:
    cards = list(view.hand)
    cards += [card for groups in view.exposed for meld in groups for card in meld.cards]
    cards += [card for _, card in view.discards]
    if view.public is not None:
        cards.append(view.public)
    return cards


def unseen_counts(view: SisepaiView) -> list[int]:
    """For each face, how many of its cards this seat has not seen."""
    seen = face_counts(seen_cards(view))
    return [(COPIES if face < CHESS_FACES else 1) - seen[face] for face in range(FACES)]
