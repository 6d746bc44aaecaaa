"""Compact notation for hand-made Durak positions in tests."""

from engine.durak.cards import Card
from engine.durak.rules import DurakState


def cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def position(south: str, north: str, *, trump: str = "6C", stock: str = "", attacker: int = 0,
             discard: str = "", table=()) -> DurakState:
    """Seat 0 holds `south`, seat 1 `north`; `stock` in drawing order, ending with the trump
    card when it is still there (pass trump card separately for its suit)."""
    pairs = [(Card.parse(a), Card.parse(d) if d else None) for a, d in table]
    return DurakState.arrange([cards(south), cards(north)], cards(stock), Card.parse(trump), attacker,
                              discard=cards(discard), table=pairs)
