"""Declared sets, the winning situation, and the validation that turns bad input into a clear error."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from engine.mahjong import errors as E
from engine.mahjong.tiles import KINDS, code


class SetKind(IntEnum):
    CHOW = 0
    PUNG = 1
    KONG = 2


@dataclass(frozen=True)
class Meld:
    """A declared set. `tile` is the middle tile of a chow; `concealed` only for a kong declared
    from the hand; `claimed` says which tile was claimed (1-3, informative only)."""

    kind: SetKind
    tile: int
    concealed: bool = False
    claimed: int = 1

    def tiles(self) -> list[int]:
        if self.kind == SetKind.CHOW:
            return [self.tile - 1, self.tile, self.tile + 1]
        return [self.tile] * (4 if self.kind == SetKind.KONG else 3)

    @property
    def exposed(self) -> bool:
        return not self.concealed


def make_meld(kind: SetKind, tile: int, offer: int = 1) -> Meld:
    """Build a declared set from the competition convention (offer 0 = concealed kong)."""
    if not isinstance(tile, int) or not 0 <= tile < KINDS:
        raise E.MahjongError(E.UNKNOWN_TILE(tile=tile))
    if not isinstance(offer, int) or isinstance(offer, bool) or not 0 <= offer <= 3:
        raise E.MahjongError(E.BAD_OFFER(offer=offer))
    if kind == SetKind.CHOW:
        if tile >= 27 or tile % 9 in (0, 8):
            raise E.MahjongError(E.BAD_CHOW(tile=code(tile)))
        if offer == 0:
            raise E.MahjongError(E.BAD_OFFER(offer=offer))
    concealed = kind == SetKind.KONG and offer == 0
    return Meld(kind, tile, concealed, offer)


@dataclass(frozen=True)
class WinSituation:
    """How the hand was won: the MCR winning-event flags and the winds."""

    self_drawn: bool = False
    last_tile: bool = False  # the other three copies of the winning tile are visible
    kong: bool = False  # replacement tile when self-drawn, robbing a kong otherwise
    wall_last: bool = False  # last tile of the wall (drawn or claimed)
    seat_wind: int = 0
    prevalent_wind: int = 0
    flowers: int = 0


@dataclass(frozen=True)
class WinningHand:
    melds: tuple[Meld, ...]
    concealed: tuple[int, ...]  # the standing tiles, without the winning tile
    win_tile: int
    situation: WinSituation


def _check_flag(name: str, value) -> None:
    if not isinstance(value, bool):
        raise E.MahjongError(E.BAD_FLAG(flag=name, value=value))


def tile_counts(melds, concealed) -> list[int]:
    counts = [0] * KINDS
    for meld in melds:
        for t in meld.tiles():
            counts[t] += 1
    for t in concealed:
        counts[t] += 1
    return counts


def check_tiles(melds, concealed, need_total: int, error=E.WRONG_COUNT, extra: tuple = ()) -> list[int]:
    """Tile codes, the number of concealed tiles for the declared sets (a kong counting three),
    and the fifth-copy rule (over the concealed tiles, the sets and `extra`)."""
    if len(melds) > 4:
        raise E.MahjongError(E.TOO_MANY_MELDS(count=len(melds)))
    for t in concealed:
        if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < KINDS:
            if isinstance(t, int) and KINDS <= t < KINDS + 8:
                raise E.MahjongError(E.FLOWER_IN_HAND())
            raise E.MahjongError(E.UNKNOWN_TILE(tile=t))
    need = need_total - 3 * len(melds)
    if len(concealed) != need:
        raise E.MahjongError(error(melds=len(melds), need=need, count=len(concealed)))
    counts = tile_counts(melds, tuple(concealed) + tuple(extra))
    for t, n in enumerate(counts):
        if n > 4:
            raise E.MahjongError(E.FIFTH_COPY(tile=code(t), count=n))
    return counts


def validate(hand: WinningHand) -> None:
    """Everything except completeness (the scorer checks that while arranging the hand)."""
    s = hand.situation
    for flag in ("self_drawn", "last_tile", "kong", "wall_last"):
        _check_flag(flag, getattr(s, flag))
    for which, value in (("Seat", s.seat_wind), ("Prevalent", s.prevalent_wind)):
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 3:
            raise E.MahjongError(E.BAD_WIND(which=which, value=value))
    if not isinstance(s.flowers, int) or isinstance(s.flowers, bool) or not 0 <= s.flowers <= 8:
        raise E.MahjongError(E.BAD_FLOWERS(value=s.flowers))
    win = hand.win_tile
    if not isinstance(win, int) or isinstance(win, bool) or not 0 <= win < KINDS:
        if isinstance(win, int) and KINDS <= win < KINDS + 8:
            raise E.MahjongError(E.FLOWER_IN_HAND())
        raise E.MahjongError(E.UNKNOWN_TILE(tile=win))
    counts = check_tiles(hand.melds, hand.concealed, 13, extra=(win,))
    held = hand.concealed.count(win)
    if s.kong and not s.self_drawn and counts[win] > 1:
        # the robbed kong's other three copies are on the table, not in this hand
        raise E.MahjongError(E.ROB_HELD_TILE(tile=code(win)))
    if s.kong and s.self_drawn and not any(m.kind == SetKind.KONG for m in hand.melds):
        raise E.MahjongError(E.REPLACEMENT_WITHOUT_KONG())
    if s.last_tile and held:
        raise E.MahjongError(E.LAST_TILE_HELD(tile=code(win)))
