"""Claims on a public tile: which claims a hand allows, and which answer takes the tile.

Rule 3: a discard can complete a win, a pung or an exposed kong for anyone, a chow for the next
player only. All answers are collected first; a win beats pung and kong, which beat chow, and
equal claims go to the first seat after the discarder — so among several wins only the nearest
wins (the head bump, R6).
"""

from __future__ import annotations

from typing import Mapping

from engine.core.seats import seats_after
from engine.mahjong.actions import Chow, ClaimWin, ExposedKong, MahjongAction, Pung

WIN_LEVEL, SET_LEVEL, CHOW_LEVEL = 3, 2, 1
_LEVELS = {ClaimWin: WIN_LEVEL, Pung: SET_LEVEL, ExposedKong: SET_LEVEL, Chow: CHOW_LEVEL}


def level(action: MahjongAction) -> int:
    """How strong a claim is; 0 for a pass."""
    return _LEVELS.get(type(action), 0)


def winning_answer(answers: Mapping[int, MahjongAction], origin: int, seats: int):
    """The (seat, answer) that takes the tile, or None when everyone passed."""
    best = None
    for seat in seats_after(origin, seats):
        answer = answers.get(seat)
        if answer is None or not level(answer):
            continue
        # Strictly greater: at equal level the seat nearer the discarder keeps the tile.
        if best is None or level(answer) > level(best[1]):
            best = (seat, answer)
    return best


def chow_lows(counts, kind: int) -> list[int]:
    """The lowest tile of each chow `kind` completes with two tiles from `counts`."""
    if kind >= 27:
        return []
    rank = kind % 9
    lows = []
    for low in (kind - 2, kind - 1, kind):
        if low < kind - rank or low % 9 > 6:
            continue  # the run would leave the suit
        others = [k for k in (low, low + 1, low + 2) if k != kind]
        if all(counts[k] for k in others):
            lows.append(low)
    return lows
