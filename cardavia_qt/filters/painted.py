"""Grain for surfaces painted afresh in paint events (the felt behind the lobby and the rules
page), which have no cached pixmap to bake it into."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from cardavia_qt.filters import grain
from cardavia_qt.filters.applier import current_filter


def paint_grain(painter: QPainter, rect: QRectF) -> None:
    """Lay the current grain over `rect`, anchored at its top-left corner, so the specks stay
    put however often (and however partially) the surface repaints."""
    strength = current_filter().grain_strength
    if strength <= 0 or rect.isEmpty():
        return
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    specks = _specks(round(rect.width() * ratio), round(rect.height() * ratio), strength, round(ratio, 3))
    grain.lay_over(painter, rect.left(), rect.top(), specks)


@lru_cache(maxsize=4)  # a QImage, not a QPixmap: a cached pixmap would outlive the QApplication
def _specks(width: int, height: int, strength: int, ratio: float) -> QImage:
    image = grain.speck_image(max(1, width), max(1, height), strength)
    image.setDevicePixelRatio(ratio)
    return image
