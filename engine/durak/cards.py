"""The 36-card Russian pack: immutable cards with a short text form (`6S`, `TD`, `AH`)."""

from __future__ import annotations

from typing import NamedTuple

from engine.core.messages import declare

SUITS = "SHDC"  # spades, hearts, diamonds, clubs
RANKS = "6789TJQKA"  # low to high; T is the ten

SUIT_NAMES = {
    "S": declare("durak.suit.S", "spades"),
    "H": declare("durak.suit.H", "hearts"),
    "D": declare("durak.suit.D", "diamonds"),
    "C": declare("durak.suit.C", "clubs"),
}
RANK_NAMES = {
    "6": declare("durak.rank.6", "Six"),
    "7": declare("durak.rank.7", "Seven"),
    "8": declare("durak.rank.8", "Eight"),
    "9": declare("durak.rank.9", "Nine"),
    "T": declare("durak.rank.T", "Ten"),
    "J": declare("durak.rank.J", "Jack"),
    "Q": declare("durak.rank.Q", "Queen"),
    "K": declare("durak.rank.K", "King"),
    "A": declare("durak.rank.A", "Ace"),
}
#: One card name per rank: in some languages the word joining suit and rank agrees with the
#: rank (Hindi «हुकुम का इक्का» but «हुकुम की बेगम»), so each rank's name is its own entry.
CARD_NAMES = {rank: declare(f"durak.card.{rank}", "{rank} of {suit}") for rank in RANKS}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


class _CardFields(NamedTuple):
    rank: int
    suit: str


class Card(_CardFields):
    """A card. `rank` is 0 (six) … 8 (ace); ordering is by rank, then suit.

    A tuple underneath: hashing, equality and ordering run at C speed, which the AI's search
    and the simulation tests lean on heavily."""

    __slots__ = ()

    def __new__(cls, rank: int, suit: str) -> "Card":
        if not isinstance(rank, int) or not 0 <= rank < len(RANKS) or suit not in SUITS:
            raise ValueError(f"no such card: rank {rank!r}, suit {suit!r}")
        return super().__new__(cls, rank, suit)

    @property
    def code(self) -> str:
        return RANKS[self.rank] + self.suit

    @classmethod
    def parse(cls, text: str) -> "Card":
        text = text.strip().upper()
        if text.startswith("10"):
            text = "T" + text[2:]
        if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
            raise ValueError(f"not a card: {text!r} (write e.g. 6S, TD, AH)")
        return cls(RANKS.index(text[0]), text[1])

    def name(self):
        """The card's full name as a translatable message ("Nine of spades")."""
        rank = RANKS[self.rank]
        return CARD_NAMES[rank](rank=RANK_NAMES[rank](), suit=SUIT_NAMES[self.suit]())

    def label(self) -> str:
        """A compact human label, e.g. 9♠ or 10♥."""
        rank = "10" if RANKS[self.rank] == "T" else RANKS[self.rank]
        return rank + SUIT_SYMBOLS[self.suit]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"


FULL_PACK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in range(len(RANKS)))


def beats(defence: Card, attack: Card, trump: str) -> bool:
    """Rule 3: a higher card of the same suit, or any trump against a non-trump."""
    if defence.suit == attack.suit:
        return defence.rank > attack.rank
    return defence.suit == trump
