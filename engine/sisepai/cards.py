"""The 117-card pack: 4 colours × 7 characters × 4 copies, and five distinct flowers.

Every physical card is distinct (colour, character and copy), so the engine can say exactly
which card moved; melds only care about the *face* (colour and character, or which flower).
Short text codes: a colour letter, a character letter and the copy number (`RG1` is the first
red General, `WS4` the fourth white Soldier); flowers are `FPL`, `FOR`, `FLO`, `FCH`, `FPE`.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core.messages import Message, declare

COLOURS = "RYWG"  # red, yellow, white, green
CHARACTERS = "GAECHNS"  # General, Advisor, Elephant, Chariot, Horse, Cannon, Soldier
FLOWERS = ("PL", "OR", "LO", "CH", "PE")  # plum, orchid, lotus, chrysanthemum, peach
COPIES = 4

GENERAL, ADVISOR, ELEPHANT, CHARIOT, HORSE, CANNON, SOLDIER = range(7)
COMMAND = (GENERAL, ADVISOR, ELEPHANT)  # one-colour command group
FIELD = (CHARIOT, HORSE, CANNON)  # one-colour field group

CHESS_FACES = len(COLOURS) * len(CHARACTERS)  # 28
FACES = CHESS_FACES + len(FLOWERS)  # 33: a face is what melds compare

COLOUR_NAMES = {
    "R": declare("sisepai.colour.R", "Red"),
    "Y": declare("sisepai.colour.Y", "Yellow"),
    "W": declare("sisepai.colour.W", "White"),
    "G": declare("sisepai.colour.G", "Green"),
}
CHARACTER_NAMES = {
    "G": declare("sisepai.character.G", "General"),
    "A": declare("sisepai.character.A", "Advisor"),
    "E": declare("sisepai.character.E", "Elephant"),
    "C": declare("sisepai.character.C", "Chariot"),
    "H": declare("sisepai.character.H", "Horse"),
    "N": declare("sisepai.character.N", "Cannon"),
    "S": declare("sisepai.character.S", "Soldier"),
}
FLOWER_NAMES = {
    "PL": declare("sisepai.flower.PL", "Plum flower"),
    "OR": declare("sisepai.flower.OR", "Orchid flower"),
    "LO": declare("sisepai.flower.LO", "Lotus flower"),
    "CH": declare("sisepai.flower.CH", "Chrysanthemum flower"),
    "PE": declare("sisepai.flower.PE", "Peach flower"),
}
CARD_NAME = declare("sisepai.card", "{colour} {character}")

# The pack table: red and yellow use one glyph set, green and white the other.
GLYPHS_RED_YELLOW = "帥仕相俥傌炮兵"
GLYPHS_GREEN_WHITE = "將士象車馬包卒"
FLOWER_GLYPHS = "梅蘭蓮菊桃"


def face_of(colour: int, character: int) -> int:
    return colour * len(CHARACTERS) + character


class _CardFields(NamedTuple):
    face: int
    copy: int


class Card(_CardFields):
    """One physical card: `face` 0–27 is colour × 7 + character, 28–32 a flower; `copy` 1–4
    tells the four identical chess cards apart (flowers are copy 0).

    A tuple underneath, so hashing and ordering run at C speed for the solver and the AI."""

    __slots__ = ()

    def __new__(cls, face: int, copy: int) -> "Card":
        chess = isinstance(face, int) and 0 <= face < CHESS_FACES and copy in range(1, COPIES + 1)
        flower = isinstance(face, int) and CHESS_FACES <= face < FACES and copy == 0
        if not (chess or flower):
            raise ValueError(f"no such card: face {face!r}, copy {copy!r}")
        return super().__new__(cls, face, copy)

    @classmethod
    def chess(cls, colour: str, character: str, copy: int) -> "Card":
        return cls(face_of(COLOURS.index(colour), CHARACTERS.index(character)), copy)

    @classmethod
    def flower(cls, key: str) -> "Card":
        return cls(CHESS_FACES + FLOWERS.index(key), 0)

    @property
    def is_flower(self) -> bool:
        return self.face >= CHESS_FACES

    @property
    def colour(self) -> int:
        """0–3 (red, yellow, white, green); -1 for a flower."""
        return -1 if self.is_flower else self.face // len(CHARACTERS)

    @property
    def character(self) -> int:
        """0–6 (General … Soldier); -1 for a flower."""
        face = self[0]
        return -1 if face >= CHESS_FACES else face % 7

    @property
    def is_general(self) -> bool:
        return self.character == GENERAL

    @property
    def is_soldier(self) -> bool:
        return self.character == SOLDIER

    @property
    def discardable(self) -> bool:
        """Generals and flowers can never be discarded (rule 4)."""
        face = self[0]
        return face < CHESS_FACES and face % 7 != GENERAL

    @property
    def code(self) -> str:
        known = _CODES.get(self)
        if known is not None:
            return known
        if self.is_flower:
            return "F" + FLOWERS[self.face - CHESS_FACES]
        return COLOURS[self.colour] + CHARACTERS[self.character] + str(self.copy)

    @property
    def face_code(self) -> str:
        """The code without the copy number: what melds and the player care about."""
        return self.code if self.is_flower else self.code[:2]

    @classmethod
    def parse(cls, text: str) -> "Card":
        text = text.strip().upper()
        if len(text) == 3 and text[0] == "F" and text[1:] in FLOWERS:
            return cls.flower(text[1:])
        if (len(text) == 3 and text[0] in COLOURS and text[1] in CHARACTERS
                and text[2] in "1234"):
            return cls.chess(text[0], text[1], int(text[2]))
        raise ValueError(f"not a card: {text!r} (write e.g. RG1, WS4, FPL)")

    @property
    def glyph(self) -> str:
        if self.is_flower:
            return FLOWER_GLYPHS[self.face - CHESS_FACES]
        glyphs = GLYPHS_RED_YELLOW if COLOURS[self.colour] in "RY" else GLYPHS_GREEN_WHITE
        return glyphs[self.character]

    def name(self) -> Message:
        """The card's name as a translatable message ("Red General", "Plum flower")."""
        known = _NAMES.get(self[0])
        if known is not None:
            return known
        if self.is_flower:
            return FLOWER_NAMES[FLOWERS[self.face - CHESS_FACES]]()
        return CARD_NAME(colour=COLOUR_NAMES[COLOURS[self.colour]](),
                         character=CHARACTER_NAMES[CHARACTERS[self.character]]())

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"


FULL_PACK: tuple[Card, ...] = (
    *(Card(face, copy) for face in range(CHESS_FACES) for copy in range(1, COPIES + 1)),
    *(Card(face, 0) for face in range(CHESS_FACES, FACES)),
)


_CODES: dict[Card, str] = {}
_NAMES: dict[int, Message] = {}
# Codes and names are asked for at every event: work them out once (a name depends on the face).
_CODES.update((card, card.code) for card in FULL_PACK)
_NAMES.update((card.face, card.name()) for card in FULL_PACK)


def parse_cards(text: str) -> list[Card]:
    """`"RG1 RA1 RE1"` → three cards (tests and puzzles)."""
    return [Card.parse(word) for word in text.split()]


def face_counts(cards) -> list[int]:
    """How many cards of each of the 33 faces: the solver's view of a hand."""
    counts = [0] * FACES
    for card in cards:
        counts[card.face] += 1
    return counts
