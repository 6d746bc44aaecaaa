"""MCR tiles: 34 kinds indexed 0..33 plus 8 flowers, and the 144 physical tiles of a set.

Scoring and shanten work on kinds only, as count arrays indexed by kind: characters 0..8,
bamboo 9..17, dots 18..26, winds 27..30 (East, South, West, North), dragons 31..33 (red,
green, white). The table needs each physical tile distinct, so `PHYSICAL_TILES` numbers all 144.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core.messages import declare

CHARACTERS, BAMBOO, DOTS, HONORS = 0, 1, 2, 3
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
RED, GREEN, WHITE = 31, 32, 33
KINDS = 34
FLOWER_KINDS = range(34, 42)  # plum, orchid, chrysanthemum, bamboo; spring, summer, autumn, winter

SUIT_NAMES = {
    CHARACTERS: declare("mahjong.suit.characters", "characters"),
    BAMBOO: declare("mahjong.suit.bamboo", "bamboo"),
    DOTS: declare("mahjong.suit.dots", "dots"),
}
HONOR_NAMES = {
    EAST: declare("mahjong.tile.east", "East Wind"),
    SOUTH: declare("mahjong.tile.south", "South Wind"),
    WEST: declare("mahjong.tile.west", "West Wind"),
    NORTH: declare("mahjong.tile.north", "North Wind"),
    RED: declare("mahjong.tile.red", "Red Dragon"),
    GREEN: declare("mahjong.tile.green", "Green Dragon"),
    WHITE: declare("mahjong.tile.white", "White Dragon"),
}
NUMBERED_NAME = declare("mahjong.tile.numbered", "{rank} of {suit}")
FLOWER_NAME = declare("mahjong.tile.flower", "Flower {number}")


def suit(kind: int) -> int:
    return kind // 9 if kind < 27 else HONORS


def rank(kind: int) -> int:
    """1..9 for numbered tiles, 0 for honors."""
    return kind % 9 + 1 if kind < 27 else 0


def is_honor(kind: int) -> bool:
    return kind >= 27


def is_terminal(kind: int) -> bool:
    return kind < 27 and kind % 9 in (0, 8)


def is_terminal_or_honor(kind: int) -> bool:
    return kind >= 27 or kind % 9 in (0, 8)


def is_wind(kind: int) -> bool:
    return 27 <= kind <= 30


def is_dragon(kind: int) -> bool:
    return kind >= 31


HONOR_KINDS = tuple(range(EAST, KINDS))  # the four winds and three dragons
TERMINALS_AND_HONORS = tuple(k for k in range(KINDS) if is_terminal_or_honor(k))  # the 13 orphans
# Tiles that look the same upside down: 1234589 dots, 245689 bamboo, white dragon.
REVERSIBLE = frozenset([18, 19, 20, 21, 22, 25, 26, 10, 12, 13, 14, 16, 17, WHITE])
GREEN_TILES = frozenset([10, 11, 12, 14, 16, GREEN])  # 23468 bamboo and the green dragon

# Competition codes (W characters, T bamboo, B dots, F winds, J dragons) and human notation.
_SUIT_CODE = "WTB"
_HUMAN_SUIT = "msp"
_HUMAN_HONOR = "ESWNCFP"


def code(kind: int) -> str:
    """The competition code, e.g. W1, T9, B5, F1 (East), J1 (red dragon)."""
    if kind < 27:
        return f"{_SUIT_CODE[kind // 9]}{kind % 9 + 1}"
    if kind <= NORTH:
        return f"F{kind - 26}"
    return f"J{kind - 30}"


def human(kind: int) -> str:
    """The player's notation: 1m..9m, 1s..9s, 1p..9p, E S W N, C F P."""
    if kind < 27:
        return f"{kind % 9 + 1}{_HUMAN_SUIT[kind // 9]}"
    return _HUMAN_HONOR[kind - 27]


CODES = {code(k): k for k in range(KINDS)}


def name(kind: int):
    """The tile's full name as a translatable message."""
    if kind >= 27:
        return HONOR_NAMES[kind]()
    return NUMBERED_NAME(rank=kind % 9 + 1, suit=SUIT_NAMES[kind // 9]())


class Tile(NamedTuple):
    """One physical tile: `id` 0..143 is unique in the set, `kind` 0..33 or 34..41 for flowers."""

    id: int
    kind: int

    @property
    def is_flower(self) -> bool:
        return self.kind >= KINDS

    def __str__(self) -> str:
        return f"H{self.kind - KINDS + 1}" if self.is_flower else code(self.kind)


PHYSICAL_TILES: tuple[Tile, ...] = tuple(
    [Tile(4 * k + copy, k) for k in range(KINDS) for copy in range(4)]
    + [Tile(136 + f, KINDS + f) for f in range(8)]
)
