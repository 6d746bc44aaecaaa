"""The pictures a rules page shows (`rules_text.Picture`), drawn when the page asks for them.

A picture's source is "kind:what", e.g. "mahjong-hand:[EEE] 123m 456p 5m ; 5m"; each kind has
a painter here. A source no painter knows draws nothing (the page shows its text without it).
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtGui import QPixmap

from cardavia_qt.views.tile_pictures import example_groups, hand_picture, plain_tile_pixmap

RULES_TILE_WIDTH = 22  # logical pixels: a whole hand still fits the rule book's column


def _mahjong_hand(what: str, ratio: float) -> QPixmap:
    groups, lying, winning = example_groups(what)
    return hand_picture(groups, plain_tile_pixmap(ratio), RULES_TILE_WIDTH, winning, lying)


PAINTERS: dict[str, Callable[[str, float], QPixmap]] = {"mahjong-hand": _mahjong_hand}


def draw_picture(source: str, ratio: float = 1.0) -> QPixmap | None:
    kind, _, what = source.partition(":")
    painter = PAINTERS.get(kind)
    if painter is None:
        return None
    try:
        return painter(what, ratio)
    except ValueError:  # a malformed source (MahjongError is one) draws nothing
        return None
