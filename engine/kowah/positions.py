"""Compact notation for hand-made Kowah positions (tests, puzzles, table demos).

A card is written face + copy (`5C2`); a bare face (`5C`) means "the next unused copy", so a
position can be written in faces without tracking copies by hand."""

from __future__ import annotations

from engine.kowah.cards import COPIES, Card, parse_face
from engine.kowah.rules import DRAW, KowahState


class Cards:
    """Hands out distinct copies, so a position never holds one physical card twice."""

    def __init__(self):
        self.used: set[Card] = set()

    def __call__(self, text: str) -> list[Card]:
        return [self._one(word) for word in text.split()]

    def _one(self, word: str) -> Card:
        if len(word) == 3:
            card = Card.parse(word)
        else:
            face = parse_face(word)
            free = [Card(face, copy) for copy in range(1, COPIES + 1) if Card(face, copy) not in self.used]
            if not free:
                raise ValueError(f"all {COPIES} copies of {face} are already placed")
            card = free[0]
        if card in self.used:
            raise ValueError(f"{card} is placed twice")
        self.used.add(card)
        return card


def position(hands, stock: str = "", *, discards: str = "", turn: int = 0, phase: str = DRAW,
             declared=(None, None, None), has_played=(True, True, True)) -> KowahState:
    """Three hands as text (seat 0 first), the stock in drawing order, the discard pile oldest
    first; declared seats' waiting pairs as faces. Cards not placed are simply absent."""
    cards = Cards()
    held = [cards(hand) for hand in hands]
    return KowahState.arrange(held, cards(stock), discards=cards(discards), turn=turn, phase=phase,
                              declared=declared, has_played=has_played)
