"""Film grain: one seeded field of per-pixel noise, turned into faint lighter and darker specks.

The field is generated as large as the largest surface asked for, so a screen shows no
repeated tile; the same field and origin give the same specks, so a surface painted again
(while nothing moves) shows the same grain rather than a crawling one. Specks are baked into
cached images (the table's felt and cards) or drawn over painted surfaces (the lobby's felt).
"""

from __future__ import annotations

import random
import threading
from functools import lru_cache

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QImage, QPainter

SEED = 1907  # fixed: every run and every screenshot shows the same grain
# Images take their specks from a place in the field's first FOLD×FOLD pixels, named by a
# fingerprint of their own pixels: far enough apart that two cards never wear the same.
FOLD = 1024
MIN_FIELD = 1024

# Most specks are faint and a few are strong, as in film: a speck's strength grows with the
# noise's distance from its middle raised to this power (uniform noise would look like sand).
FALLOFF = 1.6

# Overlay doubles a speck's distance from middle grey on midtones; halve it to keep the
# strength the maths module promises.
OVERLAY_SCALE = 0.5


class NoiseField:
    """Uniform random bytes, one per pixel, grown when a bigger surface needs them. Handed out
    as 8-bit indexed images, so that a colour table turns the noise into specks of any
    strength without touching a pixel in Python.

    Each row is drawn from its own seeded generator, and a longer row begins with the shorter
    one's bytes: growing the field never changes a pixel already in it, so an image's specks
    do not depend on what was baked before it (cards are baked on several threads, in no set
    order, and the felt may grow the field at any time)."""

    def __init__(self, seed: int = SEED):
        self.seed = seed
        self._rows: list[bytes] = []
        self._width = 0
        self._lock = threading.Lock()

    def region(self, width: int, height: int, origin: QPoint = QPoint(0, 0)) -> QImage:
        """`width`×`height` pixels of noise from `origin`, folded into the field's first
        FOLD×FOLD pixels (so the same origin always gives the same specks)."""
        x, y = origin.x() % FOLD, origin.y() % FOLD
        rows = self._covering(x + width, y + height)
        data = b"".join(row[x:x + width] for row in rows[y:y + height])
        return QImage(data, width, height, width, QImage.Format.Format_Indexed8).copy()  # owns its pixels

    def _covering(self, width: int, height: int) -> list[bytes]:
        with self._lock:
            if width > self._width:
                # Whole 32-bit words: then a longer row starts with the shorter one's bytes.
                self._width = -(-max(width, MIN_FIELD) // 4) * 4
                self._rows = [self._row(r) for r in range(len(self._rows))]
            while len(self._rows) < max(height, MIN_FIELD):
                self._rows.append(self._row(len(self._rows)))
            return self._rows

    def _row(self, index: int) -> bytes:
        return random.Random(self.seed * 1_000_003 + index).randbytes(self._width)


@lru_cache(maxsize=8)
def _speck_colours(strength: int) -> tuple[int, ...]:
    """The colour table: for each noise value, a grey around middle grey, which the Overlay
    composition turns into a lighter or darker speck (neutral 128 changes nothing)."""
    colours = []
    for value in range(256):
        signed = (value - 127.5) / 127.5
        grey = 128 + round(OVERLAY_SCALE * strength * abs(signed) ** FALLOFF * (1 if signed > 0 else -1))
        colours.append(0xFF000000 | grey << 16 | grey << 8 | grey)
    return tuple(colours)


_field = NoiseField()


def speck_image(width: int, height: int, strength: int, origin: QPoint = QPoint(0, 0)) -> QImage:
    """An opaque grey layer of specks, to lay over a surface with the Overlay composition."""
    specks = _field.region(width, height, origin)
    specks.setColorTable(list(_speck_colours(strength)))
    return specks


def lay_over(painter: QPainter, x: float, y: float, specks: QImage) -> None:
    """Overlay lightens and darkens most in the midtones and barely touches pure black or
    white, as film grain does, so text stays crisp and the felt shows the grain."""
    painter.save()
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Overlay)
    painter.drawImage(QPointF(x, y), specks)
    painter.restore()


def bake(image: QImage, strength: int, origin: QPoint = QPoint(0, 0)) -> QImage:
    """`image` with grain laid on wherever it is opaque (a card's transparent corners stay
    clear). Works in device pixels, so the specks are one screen pixel each."""
    if strength <= 0 or image.isNull():
        return image
    opaque = not image.hasAlphaChannel()
    original = image if opaque else image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    result = original.copy()
    specks = speck_image(result.width(), result.height(), strength, origin)
    specks.setDevicePixelRatio(result.devicePixelRatio())
    painter = QPainter(result)
    lay_over(painter, 0, 0, specks)
    if not opaque:
        # Overlay paints transparent pixels too: cut the result back to the image's shape.
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationIn)
        painter.drawImage(0, 0, original)
    painter.end()
    return result
