"""What an MCR player can do. Small immutable values that print and serialise to JSON.

On your own turn: discard a tile, declare a concealed or an added kong, or declare a self-drawn
win. In a claim window (someone's discard, or a tile added to a kong): pass, chow, pung,
exposed kong, or win. A discard names one physical tile (copies keep their identities, rule 3);
claims and kongs name tile kinds, because any matching copies serve.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.actions import PlainAction
from engine.mahjong.tiles import CODES, PHYSICAL_TILES, Tile, code


@dataclass(frozen=True, order=True)
class Discard:
    tile: Tile

    def to_json(self) -> dict:
        return {"type": "discard", "tile": self.tile.id}

    def __str__(self) -> str:
        return f"discard {self.tile}#{self.tile.id}"


@dataclass(frozen=True, order=True)
class ConcealedKong:
    kind: int

    def to_json(self) -> dict:
        return {"type": "concealed_kong", "kind": code(self.kind)}

    def __str__(self) -> str:
        return f"concealed kong {code(self.kind)}"


@dataclass(frozen=True, order=True)
class AddedKong:
    """The fourth tile, from the hand, added to one's own exposed pung."""

    kind: int

    def to_json(self) -> dict:
        return {"type": "added_kong", "kind": code(self.kind)}

    def __str__(self) -> str:
        return f"added kong {code(self.kind)}"


class SelfDrawnWin(PlainAction, json_type="self_drawn_win", words="self-drawn win"):
    """Win on the tile you drew (or a kong's replacement tile)."""


class Pass(PlainAction, json_type="pass"):
    """Let the public tile go."""


@dataclass(frozen=True, order=True)
class Chow:
    """Claim the discard into the chow whose lowest tile is `low` (which chow, when several fit)."""

    low: int

    def kinds(self) -> tuple[int, int, int]:
        return (self.low, self.low + 1, self.low + 2)

    def to_json(self) -> dict:
        return {"type": "chow", "low": code(self.low)}

    def __str__(self) -> str:
        return f"chow {code(self.low)}"


class Pung(PlainAction, json_type="pung"):
    """Claim the discard with two of its kind."""


class ExposedKong(PlainAction, json_type="exposed_kong", words="exposed kong"):
    """Claim the discard with three of its kind."""


class ClaimWin(PlainAction, json_type="win"):
    """Win on the public tile: a discard, or a tile added to a kong (robbing the kong)."""


MahjongAction = Discard | ConcealedKong | AddedKong | SelfDrawnWin | Pass | Chow | Pung | ExposedKong | ClaimWin
_NO_FIELDS = {"self_drawn_win": SelfDrawnWin, "pass": Pass, "pung": Pung, "exposed_kong": ExposedKong,
              "win": ClaimWin}
_KIND_FIELD = {"concealed_kong": ConcealedKong, "added_kong": AddedKong}


def _kind(text) -> int:
    kind = CODES.get(text) if isinstance(text, str) else None
    if kind is None:
        raise ValueError(f"not a tile kind: {text!r}")
    return kind


def action_from_json(data: dict) -> MahjongAction:
    if not isinstance(data, dict):
        raise ValueError(f"not a mahjong action: {data!r}")
    kind = data.get("type")
    try:
        if kind in _NO_FIELDS:
            return _NO_FIELDS[kind]()
        if kind in _KIND_FIELD:
            return _KIND_FIELD[kind](_kind(data["kind"]))
        if kind == "chow":
            low = _kind(data["low"])
            if low >= 27 or low % 9 > 6:
                raise ValueError(f"no chow starts at {data['low']!r}")
            return Chow(low)
        if kind == "discard":
            tile_id = data["tile"]
            if not isinstance(tile_id, int) or isinstance(tile_id, bool) or not 0 <= tile_id < len(PHYSICAL_TILES):
                raise ValueError(f"no tile {tile_id!r}")
            return Discard(PHYSICAL_TILES[tile_id])
    except (KeyError, TypeError) as error:
        raise ValueError(f"not a mahjong action: {data!r}") from error
    raise ValueError(f"not a mahjong action: {data!r}")
