"""Contrast and colour temperature over a whole image, at C speed, without numpy.

The map is `out = clamp(gain[c] * in + offset)` per channel. QPainter's composition modes
already do the pieces in optimised raster code: Multiply by a solid colour scales each channel
by a factor up to 1, Plus adds (clamping at 255), and subtracting is adding to the inverted
image. A negative offset is taken first (as `in - t`, clamped at 0) and a positive one last,
so the only clamps are the ones the map itself has.

A translucent image (a card with rounded corners, a glow, a widget over the table) is mapped
on its colours before blending: its pixels are taken apart into opaque colour and alpha, the
colour is mapped and the alpha put back. Because the map is affine it commutes with blending,
so such an image drawn over mapped pixels gives what a pass over the blended result would
(except where the map clamps).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

Triple = tuple[float, float, float]

_MULTIPLY = QPainter.CompositionMode.CompositionMode_Multiply
_PLUS = QPainter.CompositionMode.CompositionMode_Plus


def mapped(image: QImage, gains: Triple, offset: float) -> QImage:
    """A copy of `image` (any format) through the map, its transparency kept."""
    ratio = image.devicePixelRatio()
    if not image.hasAlphaChannel():
        result = image.convertToFormat(QImage.Format.Format_RGB32).copy()
        apply_affine(result, gains, offset)
    else:
        alpha = image.convertToFormat(QImage.Format.Format_Alpha8)
        # To an opaque format: Qt un-premultiplies, leaving each pixel's own colour.
        result = image.convertToFormat(QImage.Format.Format_RGB32).copy()
        apply_affine(result, gains, offset)
        result.setAlphaChannel(alpha)  # premultiplies again
    result.setDevicePixelRatio(ratio)
    return result


def apply_affine(image: QImage, gains: Triple, offset: float) -> None:
    """Map an opaque Format_RGB32 image in place."""
    if offset < 0:
        # out = gain * (in - t): take t off first, so clamping at 0 happens where it should.
        _subtract(image, tuple(min(255.0, -offset / g) if g > 0 else 255.0 for g in gains))
        _scale(image, gains)
    else:
        _scale(image, gains)
        _add(image, (offset, offset, offset))


def _scale(image: QImage, gains: Triple) -> None:
    # Gains above 1: copies of the unscaled image, each scaled by what is left of the gain
    # (at most 1 per copy), are added back once the image itself is scaled by up to 1.
    # (Not the painter's opacity: Plus clamps before it blends, which would lose light.)
    extra = []
    remaining = [max(0.0, g - 1.0) for g in gains]
    while any(e > 1e-3 for e in remaining):
        part = image.copy()
        _multiply(part, tuple(min(1.0, e) for e in remaining))
        extra.append(part)
        remaining = [max(0.0, e - 1.0) for e in remaining]
    _multiply(image, tuple(min(1.0, g) for g in gains))
    if extra:
        painter = QPainter(image)
        painter.setCompositionMode(_PLUS)
        for part in extra:
            painter.drawImage(0, 0, part)
        painter.end()


def _multiply(image: QImage, factors: Triple) -> None:
    if all(f >= 1.0 - 1e-3 for f in factors):
        return
    _fill(image, _MULTIPLY, QColor(*(_byte(255 * f) for f in factors)))


def _add(image: QImage, amounts: Triple) -> None:
    if all(_byte(a) == 0 for a in amounts):
        return
    _fill(image, _PLUS, QColor(*(_byte(a) for a in amounts)))


def _subtract(image: QImage, amounts: Triple) -> None:
    if all(_byte(a) == 0 for a in amounts):
        return
    image.invertPixels(QImage.InvertMode.InvertRgb)
    _add(image, amounts)
    image.invertPixels(QImage.InvertMode.InvertRgb)


def _fill(image: QImage, mode: QPainter.CompositionMode, colour: QColor) -> None:
    painter = QPainter(image)
    painter.setCompositionMode(mode)
    painter.fillRect(image.rect(), colour)
    painter.end()


def _byte(value: float) -> int:
    return max(0, min(255, int(round(value))))
