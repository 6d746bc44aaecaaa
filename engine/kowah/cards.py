"""The 120-card money pack of Kowah: immutable cards with a short text form (`5C2`, `OT4`).

A *face* is what a card shows: a rank of a suit (`5C`: Five of Coins) or an honour (`OT`: Old
Thousand). The pack holds four copies of each of the 30 faces; the copy number (1–4) keeps the
120 physical cards distinct, so "every card accounted for exactly once" can be checked.

Two ways cards match (rules §2–3): a triple matches by *rank* whatever the suit, and an honour's
rank is its own kind, so honours only ever match their own kind; a pair (and a win) needs the
identical *face*.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core.messages import declare

SUITS = "CSM"  # Coins 餅, Strings 索, Myriads 萬
NUMBERS = "123456789"
HONOURS = ("OT", "RF", "WF")  # Old Thousand 老千, Red Flower 紅花, White Flower 白花
COPIES = 4

SUIT_NAMES = {
    "C": declare("kowah.suit.C", "Coins"),
    "S": declare("kowah.suit.S", "Strings"),
    "M": declare("kowah.suit.M", "Myriads"),
}
NUMBER_NAMES = {
    "1": declare("kowah.rank.1", "One"),
    "2": declare("kowah.rank.2", "Two"),
    "3": declare("kowah.rank.3", "Three"),
    "4": declare("kowah.rank.4", "Four"),
    "5": declare("kowah.rank.5", "Five"),
    "6": declare("kowah.rank.6", "Six"),
    "7": declare("kowah.rank.7", "Seven"),
    "8": declare("kowah.rank.8", "Eight"),
    "9": declare("kowah.rank.9", "Nine"),
}
HONOUR_NAMES = {
    "OT": declare("kowah.honour.OT", "Old Thousand"),
    "RF": declare("kowah.honour.RF", "Red Flower"),
    "WF": declare("kowah.honour.WF", "White Flower"),
}
#: One name per number, as for Durak's ranks: the joining word may agree with the number
#: (Hindi «सिक्के का चौका» but «सिक्के की दुक्की»).
SUITED_NAMES = {number: declare(f"kowah.card.{number}", "{rank} of {suit}") for number in NUMBERS}

#: The 30 faces, suited ones by suit then number, the honours last.
FACES: tuple[str, ...] = tuple(n + s for s in SUITS for n in NUMBERS) + HONOURS


def rank_of(face: str) -> str:
    """The key triples match on: the number for suited faces, the kind for honours."""
    return face if face in HONOURS else face[0]


def suit_of(face: str) -> str | None:
    return None if face in HONOURS else face[1]


def face_name(face: str):
    """A face's full name as a translatable message ("Five of Coins", "Old Thousand")."""
    try:
        return _FACE_NAMES[face]
    except KeyError:
        raise ValueError(f"no such face: {face!r}") from None


def _build_face_name(face: str):
    if face in HONOURS:
        return HONOUR_NAMES[face]()
    return SUITED_NAMES[face[0]](rank=NUMBER_NAMES[face[0]](), suit=SUIT_NAMES[face[1]]())


# Messages are immutable values, so each face's name is built once and shared.
_FACE_NAMES = {face: _build_face_name(face) for face in FACES}


def parse_face(text: str) -> str:
    face = text.strip().upper()
    if face not in FACES:
        raise ValueError(f"not a face: {text!r} (write e.g. 5C, 9M, OT, RF, WF)")
    return face


class _CardFields(NamedTuple):
    face: str
    copy: int


class Card(_CardFields):
    """One physical card: a face and which of its four copies (1–4).

    A tuple underneath, so hashing, equality and ordering run at C speed for the simulations
    and the AI. Two copies of a face are different cards but identical for the rules."""

    __slots__ = ()

    def __new__(cls, face: str, copy: int) -> "Card":
        if face not in FACES or not isinstance(copy, int) or not 1 <= copy <= COPIES:
            raise ValueError(f"no such card: face {face!r}, copy {copy!r}")
        return super().__new__(cls, face, copy)

    @property
    def rank(self) -> str:
        return rank_of(self.face)

    @property
    def suit(self) -> str | None:
        return suit_of(self.face)

    @property
    def code(self) -> str:
        return f"{self.face}{self.copy}"

    @classmethod
    def parse(cls, text: str) -> "Card":
        code = text.strip().upper()
        if len(code) != 3 or code[:2] not in FACES or code[2] not in "1234":
            raise ValueError(f"not a card: {text!r} (write face and copy, e.g. 5C2, 9M4, OT1)")
        return cls(code[:2], int(code[2]))

    def name(self):
        """The card's name as a translatable message; copies of a face share it."""
        return face_name(self.face)

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"


FULL_PACK: tuple[Card, ...] = tuple(Card(face, copy) for face in FACES for copy in range(1, COPIES + 1))
CARD_BY_CODE: dict[str, Card] = {card.code: card for card in FULL_PACK}
