"""MCR hands drawn as tiles: the winning hand on the results, an example hand on the rules page.

A hand is drawn group by group (a meld, a run of concealed tiles), a gap between groups, and the
winning tile — when there is one — set apart at the end in a gold frame, so it reads as the
tile that completed the hand. As players lay them out, a claimed (melded) set has a bar under
it and a concealed kong shows its two outer tiles face down.
"""

from __future__ import annotations

import re
from typing import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from cardavia_qt.table.pixmaps import PixmapCache
from engine.mahjong.notation import parse_tiles

TilePixmap = Callable[[int, int], QPixmap]  # (tile kind, logical width) -> the tile's picture
BACK = -1  # the kind a TilePixmap draws as a tile's back
PLAIN, MELDED, CONCEALED_KONG = "", "melded", "concealed kong"  # how a group lies
WIN_FRAME = QColor("#d69e12")
GROUP_GAP = 0.4  # between groups, a share of a tile's width
WIN_GAP = 0.7  # before the winning tile

_cache: PixmapCache | None = None


def plain_tile_pixmap(ratio: float) -> TilePixmap:
    """Tiles rendered straight from their art (no table colour pass): for pages off the table."""
    from cardavia_qt.table.mahjong_controller import tile_back, tile_face

    global _cache
    if _cache is None:
        _cache = PixmapCache(capacity=120)
    cache = _cache
    return lambda kind, width: cache.pixmap(tile_back() if kind == BACK else tile_face(kind), width, ratio)


def hand_picture(groups: Sequence[Sequence[int]], tile: TilePixmap, width: int,
                 winning: int | None = None, lying: Sequence[str] = ()) -> QPixmap:
    """The groups of tile kinds side by side, then the winning tile apart, framed in gold;
    `lying` says for each group how it lies (PLAIN, MELDED, CONCEALED_KONG)."""
    lying = list(lying) + [PLAIN] * (len(groups) - len(lying))
    shown = [(group, how) for group, how in zip(groups, lying) if group]
    pictures = [[tile(BACK if how == CONCEALED_KONG and index in (0, len(group) - 1) else kind, width)
                 for index, kind in enumerate(group)] for group, how in shown]
    win = tile(winning, width) if winning is not None else None
    sample = win if win is not None else pictures[0][0]
    ratio = sample.devicePixelRatio()
    height = sample.deviceIndependentSize().height()
    frame = max(2.0, width * 0.12)
    tiles_width = sum(p.deviceIndependentSize().width() for group in pictures for p in group)
    total = tiles_width + width * GROUP_GAP * max(0, len(pictures) - 1)
    if win is not None:
        total += width * WIN_GAP + win.deviceIndependentSize().width() + frame
    bar = max(2.0, width * 0.1)  # under a melded set
    canvas = QPixmap(int((total + 2 * frame) * ratio) + 1, int((height + 2 * frame + 2 * bar) * ratio) + 1)
    canvas.setDevicePixelRatio(ratio)
    canvas.fill(Qt.GlobalColor.transparent)
    painter = QPainter(canvas)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    x = frame
    for index, (group, (_, how)) in enumerate(zip(pictures, shown)):
        start = x
        for picture in group:
            painter.drawPixmap(QPointF(x, frame), picture)
            x += picture.deviceIndependentSize().width()
        if how == MELDED:
            under = QRectF(start + bar, frame + height + bar * 0.6, x - start - 2 * bar, bar)
            painter.fillRect(under, WIN_FRAME.darker(130))
        if index < len(pictures) - 1:
            x += width * GROUP_GAP
    if win is not None:
        x += width * WIN_GAP
        size = win.deviceIndependentSize()
        box = QRectF(x, frame, size.width(), size.height()).adjusted(-frame / 2, -frame / 2, frame / 2, frame / 2)
        painter.setPen(QPen(WIN_FRAME, frame))
        painter.setBrush(QColor(255, 214, 90, 70))
        painter.drawRoundedRect(box, frame * 1.5, frame * 1.5)
        painter.drawPixmap(QPointF(x, frame), win)
    painter.end()
    return canvas


_GROUP = re.compile(r"\[[^\]]*\]|\{[^}]*\}|[^\s\[\]{}]+")


def example_groups(spec: str) -> tuple[list[list[int]], list[str], int]:
    """An example hand in the players' notation, "[EEE] {1111m} 123m 5m ; 5m": the groups as
    written (brackets and spaces part them), how each lies, and the winning tile."""
    hand, win = (part.strip() for part in spec.split(";")[:2])
    tokens = _GROUP.findall(hand)
    groups = [parse_tiles(token.strip("[]{}")) for token in tokens]
    lying = [MELDED if token.startswith("[") else CONCEALED_KONG if token.startswith("{") else PLAIN
             for token in tokens]
    (winning,) = parse_tiles(win)
    return groups, lying, winning
